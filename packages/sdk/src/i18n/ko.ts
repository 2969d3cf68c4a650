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
 * The list of those files is koCatalogue's, re-exported here: a named import reaches through to the message's own
 * file, and only setLocale's namespace import builds the whole catalogue.
 */

export * from './koCatalogue';
