import { createHmac } from 'node:crypto';
import type { DrawStream, DrawStreamParams } from '../../fairness/createDrawStream';

/**
 * createDrawStream's bytes from node:crypto's native HMAC-SHA256 instead of the SDK's portable one: the same
 * stream (HMAC(seed, "<gameId>:<roundNo>:<salt>:<counter>") read 4 bytes at a time), about four times faster, so
 * the chi-square test can afford many draws. The test checks it against createDrawStream word for word.
 */
export function nodeDrawStream(params: DrawStreamParams): DrawStream {
  const key = Buffer.from(params.seed, 'hex');
  const prefix = `${params.gameId}:${params.roundNo}:${params.salt.toLowerCase()}:`;
  let counter = 0;
  let block = Buffer.alloc(0);
  let offset = block.length;
  return {
    nextUint32() {
      if (offset === block.length) {
        block = createHmac('sha256', key).update(`${prefix}${counter}`).digest();
        counter += 1;
        offset = 0;
      }
      const value = block.readUInt32BE(offset);
      offset += 4;
      return value;
    },
  };
}
