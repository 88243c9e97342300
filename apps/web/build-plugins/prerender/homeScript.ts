/**
 * The drawn home page's own script (issue 36), inlined after the stamp (stampScript.ts) on `/`
 * and run only when the page was stamped to work alone (`#root[data-alone]`): a guest's home
 * page then needs no React, router or i18next (about 400 KB of JavaScript on a phone).
 *
 * It does what the app's header does there: each menu button (the language, "Our Service")
 * opens and closes its menu (the build draws it closed and hidden), Escape closes it and gives
 * the focus back to its button, a press outside closes it; the phone menu button folds its menu
 * out and back, with its name and icon; choosing a language stores it as the app does, marks
 * `<html lang>` and draws the page again in that language (the build drew both), the focus back
 * on the language button; crossing the phone width draws the other width. "Our Service" items
 * go to their page; every other link is a plain link, which loads the app where it is needed.
 * The chat link is shown once the settings are read (`POST /api/common/appConfig`, as
 * `lib/appConfig.ts` reads them), leading to the chat or, without one, to the contact page.
 */
export const HOME_SCRIPT = `(function () {
  var root = document.getElementById('root');
  if (!root || !root.hasAttribute('data-alone')) return;
  var phone = matchMedia('(max-width: 767.98px)');
  var chatUrl;

  function locale() {
    var stored = localStorage.getItem('locale');
    return stored === null || stored === 'en' ? 'en' : 'zh';
  }
  function draw(focus) {
    var variant = locale() + '-' + (phone.matches ? 'phone' : 'wide');
    var page = document.querySelector('template[data-route="/"][data-variant="' + variant + '"]');
    if (!page) return;
    var base = page.getAttribute('data-header-of');
    var whole = base
      ? document.querySelector('template[data-route="/"][data-variant="' + base + '"]')
      : page;
    var drawn = whole.content.cloneNode(true);
    if (base) drawn.querySelector('header').replaceWith(page.content.cloneNode(true));
    root.replaceChildren(drawn);
    showChat();
    var target = focus && root.querySelector(focus);
    if (target) target.focus();
  }
  function showChat() {
    var link = root.querySelector('a.chat-link');
    if (!link || chatUrl === undefined) return;
    if (chatUrl) {
      link.href = chatUrl;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    }
    link.hidden = false;
  }
  function listOf(button) {
    return document.getElementById(button.getAttribute('aria-controls'));
  }
  function setOpen(button, open) {
    button.setAttribute('aria-expanded', String(open));
    var list = listOf(button);
    if (list) list.hidden = !open;
  }
  function closeMenus(except) {
    var open = root.querySelectorAll('.menu-button-trigger[aria-expanded="true"]');
    for (var i = 0; i < open.length; i++) if (open[i] !== except) setOpen(open[i], false);
  }
  function togglePhoneMenu(button) {
    var open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', button.getAttribute(open ? 'data-close-label' : 'data-open-label'));
    var icons = button.querySelectorAll('.anticon');
    if (icons.length === 2) {
      icons[0].hidden = !open;
      icons[1].hidden = open;
    }
    var menu = listOf(button);
    if (menu) menu.hidden = !open;
  }

  root.addEventListener('click', function (event) {
    var button = event.target.closest ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    if (button.classList.contains('menu-button-trigger')) {
      closeMenus(button);
      setOpen(button, button.getAttribute('aria-expanded') !== 'true');
    } else if (button.classList.contains('menu-button-item')) {
      var key = button.getAttribute('data-key');
      closeMenus(null);
      if (button.closest('.language-switch')) {
        try {
          localStorage.setItem('locale', key);
        } catch (error) {}
        document.documentElement.lang = key === 'zh' ? 'zh-CN' : 'en';
        draw('.language-switch .menu-button-trigger');
      } else if (key && key.charAt(0) === '/') {
        location.assign(key);
      }
    } else if (button.hasAttribute('data-open-label')) {
      togglePhoneMenu(button);
    }
  });
  document.addEventListener('mousedown', function (event) {
    var menu = event.target.closest ? event.target.closest('.menu-button') : null;
    closeMenus(menu ? menu.querySelector('.menu-button-trigger') : null);
  });
  document.addEventListener('keydown', function (event) {
    if (event.key !== 'Escape') return;
    var open = root.querySelector('.menu-button-trigger[aria-expanded="true"]');
    if (!open) return;
    closeMenus(null);
    open.focus();
  });
  phone.addEventListener('change', function () {
    draw(null);
  });

  var headers = { 'Content-Type': 'application/json;charset=utf-8' };
  headers['Content-Language'] = locale() === 'zh' ? 'zh_CN' : 'en_US';
  try {
    var id = localStorage.getItem('pesa-client-id');
    if (!id && window.crypto && crypto.randomUUID) {
      id = crypto.randomUUID();
      localStorage.setItem('pesa-client-id', id);
    }
    if (id) headers['X-Client-Id'] = id;
  } catch (error) {}
  fetch('/api/common/appConfig', { method: 'POST', headers: headers, body: '{}' })
    .then(function (response) {
      return response.ok ? response.json() : null;
    })
    .then(
      function (reply) {
        chatUrl = (reply && reply.code === 200 && reply.data && reply.data.chatUrl) || null;
      },
      function () {
        chatUrl = null;
      }
    )
    .then(showChat);
})();`;
