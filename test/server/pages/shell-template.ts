/** The built index.html's shape: a charset, a description, a title and the entry script. */
export const TEMPLATE = `<!doctype html>
<html lang="sr-Latn">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Opšti opis." />
    <title>Prodavnica</title>
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
