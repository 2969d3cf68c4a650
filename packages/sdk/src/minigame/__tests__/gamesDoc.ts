import { formatScaled } from '../../odds/decimal';
import type { Fraction } from '../../odds/legFactor';
import { MINIGAME_CLOSE_SECONDS, minigameCloseSecondsRange } from '../minigameCloseSeconds';
import { MINIGAME_FAMILIES } from '../minigameFamilies';
import type { MinigameFamilyId } from '../minigameFamilyIds';
import { MINIGAME_GAMES } from '../minigameGames';
import { minigameMarketOdds, minigameMarkets } from '../minigameMarkets';

/** A fraction as a percentage with `decimals` places, rounded half up in integers. */
const percent = (p: Fraction, decimals: number) => {
  const scale = 10n ** BigInt(decimals);
  return `${formatScaled((p.num * 100n * scale * 2n + p.den) / (2n * p.den), decimals)} %`;
};

const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;

function gamesTable(): string {
  return [
    row(['Game id', 'Name', 'Family', 'Round', 'Close (staff range)', 'Routes']),
    row(['---', '---', '---', '---:', '---:', '---']),
    ...MINIGAME_GAMES.map((g) =>
      row([
        `\`${g.id}\``,
        g.name,
        `\`${g.family}\``,
        `${g.roundSeconds} s`,
        `${MINIGAME_CLOSE_SECONDS.default} s (${minigameCloseSecondsRange(g.roundSeconds).min}-${minigameCloseSecondsRange(g.roundSeconds).max} s)`,
        g.routes.map((r) => `\`${r}\``).join(', '),
      ]),
    ),
  ].join('\n');
}

function marketsTable(family: MinigameFamilyId): string {
  const game = MINIGAME_GAMES.find((g) => g.family === family);
  if (!game) throw new Error(`no game of family ${family}`);
  return [
    row(['Code', 'Market id', 'Label', 'Probability', 'Exact', 'Odds', 'RTP', 'RTP cap']),
    row(['---:', '---', '---', '---:', '---:', '---:', '---:', '---:']),
    ...minigameMarkets(game.id).map((m) =>
      row([
        m.code,
        `\`${m.marketId}\``,
        m.label,
        percent(m.probability, 4),
        `${m.probability.num}/${m.probability.den}`,
        m.odds,
        percent(minigameMarketOdds(game.id, m.marketId).rtp, 2),
        percent({ num: BigInt(m.rtpCap.replace('.', '')), den: 10n ** BigInt(m.rtpCap.length - 2) }, 0),
      ]),
    ),
  ].join('\n');
}

/** Every generated block of docs/games.md, by name: the games list and one market table per family. */
export function gamesDocBlocks(): Map<string, string> {
  const blocks = new Map([['games', gamesTable()]]);
  for (const family of Object.keys(MINIGAME_FAMILIES) as MinigameFamilyId[]) {
    blocks.set(`markets:${family}`, marketsTable(family));
  }
  return blocks;
}

/**
 * The document with each `<!-- generated:NAME -->` … `<!-- /generated:NAME -->` block's content replaced by the
 * block of that name; throws on a block the document lacks, so a new family cannot go undocumented.
 */
export function fillGeneratedBlocks(doc: string, blocks: ReadonlyMap<string, string>): string {
  let filled = doc;
  for (const [name, content] of blocks) {
    const open = `<!-- generated:${name} -->`;
    const close = `<!-- /generated:${name} -->`;
    const start = filled.indexOf(open);
    const end = filled.indexOf(close);
    if (start < 0 || end < start) throw new Error(`docs/games.md lacks the block ${open}`);
    filled = `${filled.slice(0, start + open.length)}\n${content}\n${filled.slice(end)}`;
  }
  return filled;
}
