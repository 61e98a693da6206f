// The account screen's first HTML for someone not signed in
// (docs/decisions/071-account-screen-first-html.md): the server renders the screen's signed-out
// card into the page and puts its answer to "who is here" (GET /api/auth/me) in the page as JSON,
// so the browser's first render shows what it was sent. No zod in this module: the header reads
// it as the page hydrates.

/** The id of the `<script type="application/json">` element that carries the answer. */
export const ME_SEED_ELEMENT_ID = 'me-seed';
