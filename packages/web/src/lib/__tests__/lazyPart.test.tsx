import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart, RenderedPartsContext } from '../lazyPart';

afterEach(cleanup);

// Their module keys come from the import() (vite/lazyPartModules, a plugin of this test project as of the build).
const TopBar = lazyPart(() => import('./lazyPartFixtures').then((m) => m.TopBarPart));
const MobileHeader = lazyPart(() => import('./lazyPartFixtures').then((m) => m.MobileHeaderPart));

describe('lazyPart', () => {
  it("records the module of each part a render uses, and only those, for the server's HTML to link its styles", async () => {
    const parts = new Set<string>();
    const mobile = false;
    render(
      <RenderedPartsContext value={parts}>{mobile ? <MobileHeader /> : <TopBar />}</RenderedPartsContext>,
    );
    expect(await screen.findByText('상단')).toBeTruthy();
    expect([...parts]).toEqual(['src/lib/__tests__/lazyPartFixtures.tsx']);
  });

  it('fails a server render of a part the build gave no module key, rather than leave its styles out', () => {
    // Called through another name, the plugin does not see the call: as in a build without it.
    const unkeyed = lazyPart;
    const Part = unkeyed(() => import('./lazyPartFixtures').then((m) => m.TopBarPart));
    expect(() =>
      renderToString(
        <RenderedPartsContext value={new Set()}>
          <Part />
        </RenderedPartsContext>,
      ),
    ).toThrow(/without its module key/);
  });
});
