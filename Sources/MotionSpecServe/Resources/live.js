// motionspec serve: follows the render loop (server-sent events from /_motionspec/events) and
// keeps this page current.
//
// A new render is shown at once by patching this page with the new one's parts that changed —
// the masthead, the contents, each token's table row, each card and explainer, each section's
// figures — compared by their markup as the server wrote it (the page as first served is fetched
// once it has loaded, as the baseline). Patched parts lack the page script's additions (players, copy
// buttons), so the page then reloads itself, where it was scrolled, once the PDF is composed. A
// change of any other kind (a token added, removed or moved) reloads at once. An edit that does
// not render shows its error over the page, which stays the last good spec. Words from the server
// are set as text, never as HTML.
(() => {
  const script = document.currentScript;
  let shown = Number(script.dataset.version);
  let patched = false;
  let baseline = null;
  const key = 'motionspec-serve-scroll';
  const saved = sessionStorage.getItem(key);
  if (saved !== null) {
    sessionStorage.removeItem(key);
    window.scrollTo(0, Number(saved));
  }

  function reload() {
    sessionStorage.setItem(key, String(window.scrollY));
    location.reload();
  }

  async function fetchPage(version) {
    const response = await fetch('/?v=' + version, { cache: 'no-store' });
    if (!response.ok) throw new Error('the page answered ' + response.status);
    const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
    const live = doc.querySelector('script[src="/_motionspec/live.js"]');
    return page(doc, live ? Number(live.dataset.version) : version);
  }

  // The parts compared and replaced one by one, each named by where it is in a page: the
  // masthead, the contents and the colophon; in each section, every child — an article (a card,
  // an explainer) by its id, a table of tokens by its head and its rows (by token), a holder of
  // articles by its own children, anything else by its tag and place among the children of that
  // tag. `visit` is called with each part's name and node, and with each holder it goes through.
  function walk(doc, visit) {
    visit('masthead', doc.querySelector('header.masthead'));
    visit('toc', doc.querySelector('nav.toc'));
    visit('colophon', doc.querySelector('footer.colophon'));
    const inside = (holder, path) => {
      const seen = {};
      for (const child of [...holder.children]) {
        const tag = child.tagName.toLowerCase();
        const index = seen[tag] = (seen[tag] === undefined ? 0 : seen[tag] + 1);
        if (tag === 'article' && child.id) {
          visit('article ' + child.id, child);
        } else if (child.querySelector('tbody tr[data-id]')) {
          child.querySelectorAll('thead').forEach((head, i) => visit('head ' + path + ' ' + i, head));
          for (const row of child.querySelectorAll('tbody tr[data-id]')) visit('row ' + path + ' ' + row.dataset.id, row);
        } else if (child.querySelector(':scope > article[id]')) {
          inside(child, path + '/' + tag + ':' + index);
        } else {
          visit('child ' + path + '/' + tag + ':' + index, child);
        }
      }
    };
    for (const section of doc.querySelectorAll('main > section[id]')) inside(section, section.id);
  }

  function parts(doc) {
    const out = new Map();
    walk(doc, (name, node) => { if (node) out.set(name, node); });
    return out;
  }

  // The page's markup with every part taken out: two renders of the same shape have the same.
  function skeleton(doc, partsOf) {
    const copy = doc.cloneNode(true);
    walk(copy, (name, node) => { if (node) node.remove(); });
    for (const node of copy.querySelectorAll('script')) node.remove();
    return [...partsOf.keys()].join('\n') + copy.body.innerHTML;
  }

  function liveNode(name) {
    const space = name.indexOf(' ');
    const kind = space < 0 ? name : name.slice(0, space);
    const rest = space < 0 ? '' : name.slice(space + 1);
    if (kind === 'masthead') return document.querySelector('header.masthead');
    if (kind === 'toc') return document.querySelector('nav.toc');
    if (kind === 'colophon') return document.querySelector('footer.colophon');
    if (kind === 'article') return document.getElementById(rest);
    // A path: the section's id, then tag:index steps.
    const follow = (path) => {
      const [id, ...steps] = path.split('/');
      let node = document.getElementById(id);
      for (const step of steps) {
        if (!node) return null;
        const [tag, index] = step.split(':');
        node = [...node.children].filter((c) => c.tagName.toLowerCase() === tag)[Number(index)];
      }
      return node || null;
    };
    const last = rest.lastIndexOf(' ');
    if (kind === 'head') {
      const home = follow(rest.slice(0, last));
      return home ? home.querySelectorAll('thead')[Number(rest.slice(last + 1))] || null : null;
    }
    if (kind === 'row') {
      const cut = rest.indexOf(' ');
      const home = follow(rest.slice(0, cut));
      return home ? home.querySelector('tbody tr[data-id="' + CSS.escape(rest.slice(cut + 1)) + '"]') : null;
    }
    if (kind === 'child') return follow(rest);
    return null;
  }

  // The markup of each part of a page as the server wrote it, kept with the page.
  function page(doc, version) {
    const partsOf = parts(doc);
    const markup = new Map();
    for (const [name, node] of partsOf) markup.set(name, node.outerHTML);
    return { doc: doc, version: version, parts: partsOf, markup: markup, skeleton: skeleton(doc, partsOf) };
  }

  // Shows `next` by replacing the parts that differ from `baseline`; false when the shapes differ.
  function patch(next) {
    if (baseline.skeleton !== next.skeleton) return false;
    const changes = [];
    for (const [name, node] of next.parts) {
      if (baseline.markup.get(name) === next.markup.get(name)) continue;
      const target = liveNode(name);
      if (!target) return false;
      changes.push([target, node]);
    }
    for (const [target, node] of changes) target.replaceWith(document.importNode(node, true));
    const data = document.getElementById('motion-data'), nextData = next.doc.getElementById('motion-data');
    if (data && nextData) data.textContent = nextData.textContent;
    return true;
  }

  // An error covers the top of the page; a note is a small label in the bottom corner.
  let banner = null;
  function say(kind, title, detail) {
    if (!banner) {
      banner = document.createElement('div');
      banner.id = 'motionspec-serve';
      banner.setAttribute('role', 'status');
      document.body.appendChild(banner);
    }
    banner.hidden = !title;
    banner.dataset.kind = kind;
    const error = kind === 'error';
    banner.style.cssText = 'position:fixed;z-index:2147483647;border-radius:.5rem;color:#1a1a1a;' +
      'box-shadow:0 4px 16px #0004;white-space:pre-wrap;font:14px/1.4 system-ui,sans-serif;' +
      (error
        ? 'left:1rem;right:1rem;top:1rem;padding:.75rem 1rem;max-height:50vh;overflow:auto;' +
          'background:#fff0f0;border:2px solid #c62828'
        : 'right:1rem;bottom:1rem;padding:.35rem .75rem;font-size:13px;background:#f4f6ff;border:1px solid #8c9eff');
    banner.textContent = '';
    const strong = document.createElement(error ? 'strong' : 'span');
    strong.textContent = title;
    banner.appendChild(strong);
    if (detail) {
      const pre = document.createElement('pre');
      pre.style.cssText = 'margin:.5rem 0 0;white-space:pre-wrap;font:13px/1.4 ui-monospace,monospace';
      pre.textContent = detail;
      banner.appendChild(pre);
    }
  }

  let latest = null;
  let busy = false;
  async function show(state) {
    latest = state;
    if (busy) return;
    busy = true;
    try {
      while (latest.version > shown) {
        const target = latest.version;
        if (!baseline) {
          reload();
          return;
        }
        const next = await fetchPage(target);
        if (!patch(next)) {
          reload();
          return;
        }
        baseline = next;
        shown = next.version;
        patched = true;
        document.documentElement.dataset.motionspecVersion = String(shown);
        fetch('/_motionspec/shown?v=' + shown, { cache: 'no-store' }).catch(() => {});
      }
      const state = latest;
      document.documentElement.dataset.motionspecSettled = String(!state.error && state.pdf >= state.version && !patched);
      if (state.error) {
        say('error', 'This edit does not render; the page shows the last good spec.', state.error);
      } else if (state.pdf < state.version) {
        say('note', 'The page is current; the PDF is being composed…', '');
      } else if (patched) {
        reload();
      } else {
        say('note', '', '');
      }
    } catch (error) {
      reload();
    } finally {
      busy = false;
    }
  }

  document.documentElement.dataset.motionspecVersion = String(shown);
  // The baseline: this page as the server wrote it, fetched once the page has loaded.
  const baselineReady = new Promise((resolve) => {
    const load = () => fetchPage(shown).then((page) => {
      if (page.version === shown && !baseline) baseline = page;
    }).catch(() => {}).finally(resolve);
    if (document.readyState === 'complete') load(); else window.addEventListener('load', load, { once: true });
  });
  const events = new EventSource('/_motionspec/events');
  events.onmessage = (message) => {
    const state = JSON.parse(message.data);
    baselineReady.then(() => show(state));
  };
})();
