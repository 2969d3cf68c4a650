import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paginate } from '../paginate';

describe('paginate with the bet-history defaults (10 a page, 3 pages, 11 links)', () => {
  it('pages an empty list as no pages', () => {
    expect(paginate(0, 1)).toEqual({
      pageCount: 0,
      page: 1,
      pages: [],
      hasPrev: false,
      hasNext: false,
      offset: 0,
      limit: 10,
    });
  });

  it.each([
    [1, 1],
    [10, 1],
    [11, 2],
    [20, 2],
    [21, 3],
    [30, 3],
    [31, 3],
    [1000, 3],
  ])('%i items make %i pages', (total, pageCount) => {
    expect(paginate(total, 1).pageCount).toBe(pageCount);
  });

  it('describes a middle page', () => {
    expect(paginate(45, 2)).toEqual({
      pageCount: 3,
      page: 2,
      pages: [1, 2, 3],
      hasPrev: true,
      hasNext: true,
      offset: 10,
      limit: 10,
    });
  });

  it('clamps the page into range', () => {
    expect(paginate(45, 9)).toMatchObject({ page: 3, offset: 20, hasNext: false, hasPrev: true });
    expect(paginate(45, 0)).toMatchObject({ page: 1, offset: 0, hasPrev: false });
    expect(paginate(45, -4)).toMatchObject({ page: 1 });
    expect(paginate(45, 2.9)).toMatchObject({ page: 2 });
    expect(paginate(45, Number.NaN)).toMatchObject({ page: 1 });
  });

  it('reads junk totals as an empty list', () => {
    for (const total of [-5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(paginate(total, 1)).toMatchObject({ pageCount: 0, pages: [] });
    }
    expect(paginate(10.5, 1).pageCount).toBe(1);
  });
});

describe('paginate without the 3-page cap', () => {
  const uncapped = { maxPages: Number.POSITIVE_INFINITY };

  it('counts ceil(total / 10) pages', () => {
    expect(paginate(1001, 1, uncapped).pageCount).toBe(101);
  });

  it('shows at most 11 links, centred on the page', () => {
    expect(paginate(1000, 1, uncapped).pages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(paginate(1000, 50, uncapped).pages).toEqual([45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55]);
    expect(paginate(1000, 100, uncapped).pages).toEqual([90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]);
    expect(paginate(1000, 97, uncapped).pages).toEqual([90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]);
    expect(paginate(50, 3, uncapped).pages).toEqual([1, 2, 3, 4, 5]);
  });

  it('honours other sizes', () => {
    expect(paginate(100, 3, { pageSize: 15, maxPages: 5, visibleLinks: 4 })).toEqual({
      pageCount: 5,
      page: 3,
      pages: [2, 3, 4, 5],
      hasPrev: true,
      hasNext: true,
      offset: 30,
      limit: 15,
    });
    expect(paginate(5, 1, { pageSize: 0 })).toMatchObject({ limit: 1, pageCount: 3 });
    expect(paginate(5, 1, { maxPages: Number.NaN })).toMatchObject({ pageCount: 0, pages: [] });
    expect(paginate(50, 2, { visibleLinks: 0 })).toMatchObject({ pages: [2] });
  });
});

describe('paginate invariants', () => {
  const totals = fc.nat({ max: 100_000 });
  const pagesArb = fc.integer({ min: -5, max: 20_000 });
  const options = fc.record({
    pageSize: fc.integer({ min: 1, max: 100 }),
    maxPages: fc.oneof(fc.integer({ min: 0, max: 50 }), fc.constant(Number.POSITIVE_INFINITY)),
    visibleLinks: fc.integer({ min: 1, max: 21 }),
  });

  it('page count is ceil(total / size) capped at maxPages', () => {
    fc.assert(
      fc.property(totals, pagesArb, options, (total, page, opts) => {
        expect(paginate(total, page, opts).pageCount).toBe(
          Math.min(Math.ceil(total / opts.pageSize), opts.maxPages),
        );
      }),
    );
  });

  it('links are consecutive, at most visibleLinks, within 1..pageCount, and include the page', () => {
    fc.assert(
      fc.property(totals, pagesArb, options, (total, page, opts) => {
        const p = paginate(total, page, opts);
        expect(p.pages.length).toBe(Math.min(opts.visibleLinks, p.pageCount));
        p.pages.forEach((n, i) => {
          expect(n).toBe((p.pages[0] ?? 0) + i);
          expect(n).toBeGreaterThanOrEqual(1);
          expect(n).toBeLessThanOrEqual(p.pageCount);
        });
        if (p.pageCount > 0) expect(p.pages).toContain(p.page);
      }),
    );
  });

  it('the page is in range and offset, limit and prev/next agree with it', () => {
    fc.assert(
      fc.property(totals, pagesArb, options, (total, page, opts) => {
        const p = paginate(total, page, opts);
        expect(p.page).toBeGreaterThanOrEqual(1);
        expect(p.page).toBeLessThanOrEqual(Math.max(1, p.pageCount));
        expect(p.limit).toBe(opts.pageSize);
        expect(p.offset).toBe((p.page - 1) * opts.pageSize);
        expect(p.hasPrev).toBe(p.page > 1);
        expect(p.hasNext).toBe(p.page < p.pageCount);
        if (p.pageCount > 0) expect(p.offset).toBeLessThan(total);
      }),
    );
  });

  it('with the defaults never reaches past the 30 newest items', () => {
    fc.assert(
      fc.property(totals, pagesArb, (total, page) => {
        const p = paginate(total, page);
        expect(p.offset + p.limit).toBeLessThanOrEqual(30);
        expect(p.pages.length).toBeLessThanOrEqual(3);
      }),
    );
  });
});
