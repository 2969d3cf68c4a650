import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart, RenderedPartsContext } from '../lazyPart';

afterEach(cleanup);

const TopBar = lazyPart(async () => () => <p>상단</p>, 'src/app/layout/TopBar.tsx');
const MobileHeader = lazyPart(async () => () => <p>모바일 상단</p>, 'src/app/layout/MobileHeader.tsx');

describe('lazyPart', () => {
  it("records the module of each part a render uses, and only those, for the server's HTML to link its styles", async () => {
    const parts = new Set<string>();
    const mobile = false;
    render(
      <RenderedPartsContext value={parts}>{mobile ? <MobileHeader /> : <TopBar />}</RenderedPartsContext>,
    );
    expect(await screen.findByText('상단')).toBeTruthy();
    expect([...parts]).toEqual(['src/app/layout/TopBar.tsx']);
  });
});
