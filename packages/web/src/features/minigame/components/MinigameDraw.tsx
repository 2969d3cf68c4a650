import type { MinigameOutcome } from '@kbet/sdk';
import { CardDraw } from './CardDraw';
import { KenoDraw } from './KenoDraw';
import { LadderDraw } from './LadderDraw';
import styles from './MinigameDraw.module.css';
import { PowerballDraw } from './PowerballDraw';
import { RaceDraw } from './RaceDraw';
import { RouletteDraw } from './RouletteDraw';

/**
 * A round's draw, by its family's renderer (each written once and shared by every game of the family). The
 * keno ladder shows its numbers and the ladder they make. Labelled as kbet's own draw (compliance §9).
 * @example <MinigameDraw outcome={verifyRound(gameId, input).outcome} />
 */
export function MinigameDraw({ outcome }: { readonly outcome: MinigameOutcome }) {
  return (
    <figure className={styles.draw}>
      {render(outcome)}
      <figcaption className={styles.source}>kbet 자체 공정성 검증 추첨 (Provably Fair)</figcaption>
    </figure>
  );
}

function render(outcome: MinigameOutcome) {
  switch (outcome.family) {
    case 'powerball':
      return <PowerballDraw outcome={outcome} />;
    case 'keno':
      return <KenoDraw outcome={outcome} />;
    case 'ladder':
      return <LadderDraw result={outcome} />;
    case 'kenoLadder':
      return (
        <>
          <KenoDraw outcome={{ family: 'keno', numbers: outcome.numbers }} />
          <LadderDraw result={outcome} />
        </>
      );
    case 'roulette':
      return <RouletteDraw outcome={outcome} />;
    case 'horseRace':
    case 'penaltyKick':
      return <RaceDraw outcome={outcome} />;
    default:
      return <CardDraw outcome={outcome} />;
  }
}
