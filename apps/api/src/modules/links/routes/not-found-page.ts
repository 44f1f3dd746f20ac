/** The page of an unknown or inactive tracked link (decision 520): plain HTML, nothing to load. */
export const LINK_NOT_FOUND_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Link not found</title></head>
<body>
<main>
<h1>Link not found</h1>
<p>This link does not exist or is no longer active. Check the address, or ask the person who shared it for a new one.</p>
</main>
</body>
</html>
`;

/** Answered when the click could not be stored (the database is unreachable): the visitor can try again. */
export const LINK_UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Try again</title></head>
<body>
<main>
<h1>Try again in a moment</h1>
<p>This link could not be followed just now. Please reload the page.</p>
</main>
</body>
</html>
`;

/** Answered over the per-IP click limit (decision 611): the visitor can follow the link a little later. */
export const LINK_THROTTLED_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Try again</title></head>
<body>
<main>
<h1>Too many clicks from your network</h1>
<p>Please try this link again in a minute.</p>
</main>
</body>
</html>
`;
