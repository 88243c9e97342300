/**
 * The one inline script of a prerendered page (the server allows it by its hash). While the
 * HTML is still being parsed it copies the guest page drawn by the build for this visit's
 * language and screen width into #root, so the phone paints the page before any script has
 * arrived. A visitor with a session gets nothing stamped (their page differs), and the language
 * is read as `lib/locale.ts` reads it.
 *
 * A page that works on its own (the home page, issue 36) has the app's scripts held in a
 * `<template data-app>` instead of its head: a guest online gets the drawn page alone, marked
 * `data-alone` on #root for its own small script (homeScript.ts), and the app loads at the first
 * link into it. A visitor with a session, one offline (the service worker's saved shell then
 * answers every route, and the app shows that it is offline) or on a route not drawn gets the
 * app's scripts added to the head, as index.html names them.
 *
 * The sign-in and sign-up pages have a build of their own for a guest (on Preact, issue 36): both
 * builds' scripts are held there, the guest's in a `<template data-guest>`, and a guest online
 * gets those, at any step of the form; a visitor with a session or one offline gets the app's.
 *
 * A wide variant may hold only its header (`data-header-of`, prerenderPlugin.ts): it is the
 * phone variant named there with that header in place of its own.
 *
 * A form is drawn at its first step only (sign-up, issue 36): an address naming a later step gets
 * nothing drawn.
 *
 * On any other drawn page React renders the same page in place of the drawn one; until then its
 * controls wait: buttons are disabled and fields read-only, so nothing typed or chosen in that
 * second is lost when React replaces the page (links work, as plain links do).
 */
export const STAMP_SCRIPT = `(function () {
  var app = document.querySelector('template[data-app]');
  var guest = document.querySelector('template[data-guest]');
  var alone = false;
  var asGuest = false;
  try {
    var stored = localStorage.getItem('locale');
    var locale = stored === null || stored === 'en' ? 'en' : 'zh';
    if (locale === 'zh') document.documentElement.lang = 'zh-CN';
    if (localStorage.getItem('token') !== null) return;
    asGuest = guest !== null && navigator.onLine;
    var route = location.pathname.replace(/\\/+$/, '') || '/';
    // A form is drawn at its first step: a later one (sign-up's ?step=2) waits for its script.
    if (/[?&]step=(?!1(&|$))/.test(location.search)) return;
    var screen = matchMedia('(max-width: 767.98px)').matches ? 'phone' : 'wide';
    var page = document.querySelector(
      'template[data-route="' + route + '"][data-variant="' + locale + '-' + screen + '"]'
    );
    if (!page) return;
    var root = document.getElementById('root');
    var base = page.getAttribute('data-header-of');
    if (base) {
      var whole = document.querySelector(
        'template[data-route="' + route + '"][data-variant="' + base + '"]'
      ).content.cloneNode(true);
      whole.querySelector('header').replaceWith(page.content.cloneNode(true));
      root.appendChild(whole);
    } else {
      root.appendChild(page.content.cloneNode(true));
    }
    if (app && !guest && navigator.onLine) {
      alone = true;
      root.setAttribute('data-alone', '');
      return;
    }
    var waiting = root.querySelectorAll('button, select, input, textarea');
    for (var i = 0; i < waiting.length; i++) {
      var control = waiting[i];
      var choice = control.type === 'radio' || control.type === 'checkbox';
      if (control.tagName === 'INPUT' && !choice) control.readOnly = true;
      else if (control.tagName === 'TEXTAREA') control.readOnly = true;
      else control.disabled = true;
    }
  } catch (error) {
  } finally {
    var scripts = asGuest ? guest : alone ? null : app;
    if (scripts) {
      var held = scripts.content.children;
      for (var j = 0; j < held.length; j++) {
        var element = document.createElement(held[j].tagName);
        for (var k = 0; k < held[j].attributes.length; k++) {
          element.setAttribute(held[j].attributes[k].name, held[j].attributes[k].value);
        }
        document.head.appendChild(element);
      }
    }
  }
})();`;
