/**
 * Every member-facing Korean message of spec §5 (validation) and §8 (errors) in one place.
 *
 * Strings the spec quotes in Korean are verbatim, odd spacing and spelling included
 * (잠시만 기다려주십시요, 삭제할수). Where the spec only paraphrases in English, the text is
 * natural Korean written for kbet; those carry a `// paraphrase` note.
 *
 * Each message is its own named export so that a bundle importing one validator ships only
 * the strings it uses. The catalogue is kept in a file per area (ko/): a bundler places a file in one chunk, so
 * the messages of a lazily loaded feature (sign-up, the wallet) stay in that feature's chunk instead of the entry.
 */

export * from './ko/amounts';
export * from './ko/bet';
export * from './ko/betHistory';
export * from './ko/errors';
export * from './ko/guards';
export * from './ko/inquiries';
export * from './ko/login';
export * from './ko/notices';
export * from './ko/results';
export * from './ko/rewards';
export * from './ko/rg';
export * from './ko/signup';
export * from './ko/wallet';
