/**
 * The login form's checks (validateLogin, with its texts), loaded at the first login: every page's entry builds the
 * session store, and most visits restore a session or stay a guest. A failed load is asked again next time.
 */
let loginChecks: Promise<typeof import('../validation/validateLogin')> | undefined;

/** The login checks' module, loading it at the first call; rejects when the load fails. */
export function loadLoginChecks() {
  if (loginChecks) return loginChecks;
  const load = import('../validation/validateLogin');
  load.catch(() => {
    if (loginChecks === load) loginChecks = undefined;
  });
  loginChecks = load;
  return load;
}

/**
 * Loads the session store's login checks ahead of the first `login()`, e.g. as a login form opens, so the submit does
 * not wait for their chunk. Resolves when they are in; a failed load rejects and is asked again by `login()`.
 * @example useEffect(() => void preloadLogin().catch(() => {}), []);
 */
export async function preloadLogin(): Promise<void> {
  await loadLoginChecks();
}
