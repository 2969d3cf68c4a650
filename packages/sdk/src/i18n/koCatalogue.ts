// The Korean catalogue once more, for setLocale alone, which reads it whole (every text to its code). ../ko.ts is
// reached from a site's entry (its messages are imported one by one), and a bundler builds a module's namespace
// object in the module's own chunk: read through ko.ts, the whole catalogue would land in the entry. This file is
// reached only from setLocale, so its namespace is built in setLocale's chunk, and only the messages the entry
// uses stay there. ko.ts re-exports this list, so it is written once.

export * from './ko/amounts';
export * from './ko/bet';
export * from './ko/betHistory';
export * from './ko/errors';
export * from './ko/fields';
export * from './ko/guards';
export * from './ko/inquiries';
export * from './ko/login';
export * from './ko/notices';
export * from './ko/requestFailures';
export * from './ko/results';
export * from './ko/rewards';
export * from './ko/rg';
export * from './ko/roulette';
export * from './ko/serverErrors';
export * from './ko/signup';
export * from './ko/stake';
export * from './ko/wallet';
