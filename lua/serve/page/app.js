// app.js — the page's shell: the header's links to the views and the view the URL's hash names,
// each drawn by its own module (views.js). Nothing here knows a view's contents.

import { startViews } from './views.js';

startViews().catch((error) => {
  document.getElementById('status').textContent = `The page could not start: ${error.message}`;
});
