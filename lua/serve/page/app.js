// app.js — the page's shell: its language (i18n.js), the header's links to the views and the view
// the URL's hash names, each drawn by its own module (views.js). Nothing here knows a view's
// contents.

import { _, fill, startLanguage } from './i18n.js';
import { startViews } from './views.js';

startLanguage()
  .then(() => startViews())
  .catch((error) => {
    document.getElementById('status').textContent = fill(_('The page could not start: {error}'), { error: error.message });
  });
