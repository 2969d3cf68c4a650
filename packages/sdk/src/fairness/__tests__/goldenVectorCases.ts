import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { MinigameOutcome } from '../../minigame/minigameFamilies';
import { MINIGAME_GAMES } from '../../minigame/minigameGames';
import { createDrawStream } from '../createDrawStream';
import { buildHashChain, chainSeed } from '../hashChain';
import { verifyRound } from '../verifyRound';

/** One round to verify, with what verifyRound must answer. */
export interface GoldenRound {
  readonly gameId: string;
  readonly roundNo: number;
  readonly salt: string;
  readonly seed: string;
  readonly previous: string;
  readonly valid: boolean;
  readonly outcome: MinigameOutcome;
}

/** The first words of one round's byte stream, for implementations that want to check the stream alone. */
export interface GoldenStream {
  readonly gameId: string;
  readonly roundNo: number;
  readonly salt: string;
  readonly seed: string;
  readonly words: readonly number[];
}

export interface GoldenVectors {
  readonly scheme: string;
  readonly streams: readonly GoldenStream[];
  readonly rounds: readonly GoldenRound[];
}

const hashText = (text: string) => bytesToHex(sha256(utf8ToBytes(text)));
const ZERO_SALT = '00'.repeat(32);

/**
 * The shared golden vectors: for every game, rounds 1 and 2 of a 2-seed chain whose x[2] is SHA-256 of
 * "kbet golden <gameId>", under the salt SHA-256("kbet golden salt"); the spec's example (powerball round 1, zero
 * salt); a revealed seed checked against the wrong commitment; and the first 16 words of two streams.
 * scripts/games.mjs writes them once to fairness/goldenVectors.json; the tests then hold the code to that file.
 */
export function generateGoldenVectors(): GoldenVectors {
  const salt = hashText('kbet golden salt');
  const round = (
    gameId: string,
    roundNo: number,
    seed: string,
    previous: string,
    roundSalt = salt,
  ): GoldenRound => ({
    gameId,
    roundNo,
    salt: roundSalt,
    seed,
    previous,
    ...verifyRound(gameId, { seed, previous, roundNo, salt: roundSalt }),
  });
  const rounds: GoldenRound[] = MINIGAME_GAMES.flatMap((game) => {
    const chain = buildHashChain({ terminal: hashText(`kbet golden ${game.id}`), length: 2, interval: 1 });
    return [1, 2].map((k) => round(game.id, k, chainSeed(chain, k), chainSeed(chain, k - 1)));
  });
  const powerball = buildHashChain({ terminal: hashText('kbet golden donghang'), length: 2, interval: 1 });
  rounds.push(round('donghang', 1, chainSeed(powerball, 1), powerball.commitment, ZERO_SALT));
  rounds.push(round('donghang', 2, chainSeed(powerball, 2), powerball.commitment));
  const stream = (gameId: string, roundNo: number, seed: string, streamSalt: string): GoldenStream => {
    const words = createDrawStream({ seed, gameId, roundNo, salt: streamSalt });
    return {
      gameId,
      roundNo,
      salt: streamSalt,
      seed,
      words: Array.from({ length: 16 }, () => words.nextUint32()),
    };
  };
  return {
    scheme:
      'shared/spec/games-fairness.md: commitment x[k-1] = SHA-256(x[k]); stream = HMAC-SHA256(key x[k], "<gameId>:<roundNo>:<salt hex>:<counter>"), counter 0, 1, …; words big-endian uint32',
    streams: [
      stream('donghang', 1, chainSeed(powerball, 1), ZERO_SALT),
      stream('speed-kino', 7, hashText('kbet golden stream'), salt),
    ],
    rounds,
  };
}
