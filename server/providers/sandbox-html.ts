// The frame every sandbox tester page shares: accessible, self-contained HTML (no external assets).
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Escapes text and turns http(s) addresses into links. */
export function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} | Sandlåda</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1b1b1b; background: #fff; line-height: 1.5; }
  header { background: #1d3557; color: #fff; padding: 0.75rem 1rem; }
  header a { color: #fff; }
  main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
  a { color: #0b4f8a; }
  :focus-visible { outline: 3px solid #b35900; outline-offset: 2px; }
  article { border: 1px solid #767676; border-radius: 4px; padding: 0.75rem 1rem; margin: 1rem 0; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; }
  .meta { color: #444; }
  button, input, select { font: inherit; padding: 0.4rem 0.6rem; }
  label { display: block; font-weight: 600; margin-top: 0.5rem; }
</style>
</head>
<body>
<header><p><strong>Sandlåda</strong> — testtjänster för utveckling och test. <a href="/mypages/app/">Till Mina sidor</a></p></header>
<main id="main">
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}
