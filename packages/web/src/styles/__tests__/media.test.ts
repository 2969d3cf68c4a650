import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MOBILE_MAX_WIDTH } from '@kbet/sdk';
import { describe, expect, it } from 'vitest';

const media = readFileSync(join(import.meta.dirname, '../media.css'), 'utf8');

describe('media.css', () => {
  it("defines --mobile as the SDK's MOBILE_MAX_WIDTH, the width useIsMobile reads", () => {
    expect(media).toContain(`@custom-media --mobile (max-width: ${MOBILE_MAX_WIDTH}px);`);
  });
});
