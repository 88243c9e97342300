/**
 * The one inline script of a prerendered page (the server allows it by its hash). While the
 * HTML is still being parsed it copies the guest page drawn by the build for this visit's
 * language and screen width into #root, so the phone paints the page before any script has
 * arrived; React then renders the same page in its place. A visitor with a session gets nothing
 * stamped (their page differs), and the language is read as `lib/locale.ts` reads it.
 *
 * Until the app takes over, the drawn page's controls wait: buttons are disabled and fields
 * read-only, so nothing typed or chosen in that second is lost when React replaces the page
 * (links work, as plain links do).
 */
export const STAMP_SCRIPT = `(function () {
  try {
    var stored = localStorage.getItem('locale');
    var locale = stored === null || stored === 'en' ? 'en' : 'zh';
    if (locale === 'zh') document.documentElement.lang = 'zh-CN';
    if (localStorage.getItem('token') !== null) return;
    var route = location.pathname.replace(/\\/+$/, '') || '/';
    var screen = matchMedia('(max-width: 767.98px)').matches ? 'phone' : 'wide';
    var page = document.querySelector(
      'template[data-route="' + route + '"][data-variant="' + locale + '-' + screen + '"]'
    );
    if (!page) return;
    var root = document.getElementById('root');
    root.appendChild(page.content.cloneNode(true));
    var waiting = root.querySelectorAll('button, select, input, textarea');
    for (var i = 0; i < waiting.length; i++) {
      var control = waiting[i];
      var choice = control.type === 'radio' || control.type === 'checkbox';
      if (control.tagName === 'INPUT' && !choice) control.readOnly = true;
      else if (control.tagName === 'TEXTAREA') control.readOnly = true;
      else control.disabled = true;
    }
  } catch (error) {}
})();`;
