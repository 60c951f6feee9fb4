// motionspec serve: follows the render loop (server-sent events from /_motionspec/events) and
// keeps this page current.
//
// An edit comes in two steps. First, with the render's first event, the table rows it changed,
// as the new page will have them: their cells are put in place at once, so the edited tokens'
// numbers show before the charts are drawn. Then the new render is shown by replacing the parts
// of this page that changed — the masthead, the contents, each token's table row, each card and
// explainer, each section's figures — as the server lists them (/_motionspec/change: it cuts each
// page it renders into those parts and compares them, so this page fetches kilobytes, not the
// whole page). Replaced parts lack the page script's additions (players, copy buttons), so the
// page then reloads itself, where it was scrolled, once the PDF is composed. A change of any other
// kind (a token added, removed or moved) reloads at once. An edit that does not render shows its
// error over the page, which stays the last good spec. Words from the server are set as text;
// the rows' and parts' markup is the server's own page, as a reload would show it.
(() => {
  const script = document.currentScript;
  let shown = Number(script.dataset.version);
  let patched = false;
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

  // An element parsed from the server's markup, in the namespace of the element it replaces
  // (an SVG path is parsed inside an <svg>, a table cell in a template, which takes any).
  function parse(html, like) {
    const template = document.createElement('template');
    const svg = like.namespaceURI === 'http://www.w3.org/2000/svg' && like.localName !== 'svg';
    template.innerHTML = svg ? '<svg xmlns="http://www.w3.org/2000/svg">' + html + '</svg>' : html;
    const node = svg ? template.content.firstElementChild.firstElementChild : template.content.firstElementChild;
    return node;
  }

  // The element an edit names inside `home`, or null when it is not where the server's page has
  // it. Elements the page's script added (data-added) are not counted.
  function reach(home, path) {
    let node = home;
    for (const step of path) {
      const children = [...node.children].filter((child) => !child.hasAttribute('data-added'));
      if (children.length !== step.siblings) return null;
      node = children[step.index];
      if (!node || node.localName.toLowerCase() !== step.tag) return null;
    }
    return node;
  }

  // The change from the page shown to version `target`: puts every changed element in place, or
  // says false (the page then loads whole) when the server has no change to give or an element
  // is not where the change says.
  async function patch(target) {
    const response = await fetch('/_motionspec/change?from=' + shown + '&to=' + target, { cache: 'no-store' });
    if (!response.ok) return false;
    const change = await response.json();
    if (change.reload) return false;
    const changes = [];
    for (const part of change.parts) {
      const home = liveNode(part.name);
      if (!home) return false;
      for (const edit of part.edits) {
        const place = reach(home, edit.path);
        const node = place && parse(edit.html, place);
        if (!node) return false;
        changes.push([place, node]);
      }
    }
    for (const [place, node] of changes) place.replaceWith(node);
    const data = document.getElementById('motion-data');
    if (data && typeof change.data === 'string') data.textContent = change.data;
    return true;
  }

  // The version this page has painted: set once the frame after a change is drawn, so a reader
  // (the live check, the bench) times what a person sees, not what is in the document.
  function painted(version) {
    requestAnimationFrame(() => setTimeout(() => {
      document.documentElement.dataset.motionspecPainted = String(version);
    }, 0));
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

  // A first look at the next render, sent before its page is drawn: the table rows the edit
  // changed, as the new page will have them. Each cell whose text or sort value changed is put in
  // place at once (the row and its other cells stay, with whatever the page's script added); a
  // sparkline only when it is on this page's time axis. The page's change follows.
  let looked = 0;
  function firstLook(first) {
    if (!first || first.version <= shown || first.version === looked) return;
    looked = first.version;
    for (const row of first.rows) {
      const template = document.createElement('template');
      template.innerHTML = '<table><tbody>' + row.html + '</tbody></table>';
      const fresh = template.content.querySelector('tr');
      if (!fresh) continue;
      const next = [...fresh.children];
      for (const old of document.querySelectorAll('tbody tr[data-id="' + CSS.escape(row.id) + '"]')) {
        const cells = [...old.children].filter((child) => !child.hasAttribute('data-added'));
        if (cells.length !== next.length || cells.some((cell, i) => cell.dataset.label !== next[i].dataset.label)) continue;
        for (const name of ['class', 'data-lint', 'data-kind']) {
          if (fresh.hasAttribute(name)) old.setAttribute(name, fresh.getAttribute(name));
        }
        cells.forEach((cell, i) => {
          const fresh = next[i];
          // A cell is replaced when what it shows changed — its text, its sort value, its
          // sparkline — so the cells that did not keep what the page's script added to them (the
          // compare box, the copy button).
          const changed = cell.classList.contains('spark-cell')
            ? first.sparklines && cell.innerHTML !== fresh.innerHTML
            : cell.textContent !== fresh.textContent || cell.getAttribute('data-value') !== fresh.getAttribute('data-value');
          if (changed) cell.replaceWith(fresh.cloneNode(true));
        });
      }
    }
    document.documentElement.dataset.motionspecFirstLook = String(first.version);
    // Painted: the server draws the page now.
    requestAnimationFrame(() => setTimeout(() => {
      fetch('/_motionspec/shown?look=' + first.version, { method: 'POST', cache: 'no-store' }).catch(() => {});
    }, 0));
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
        if (!(await patch(target))) {
          reload();
          return;
        }
        shown = target;
        patched = true;
        painted(shown);
        document.documentElement.dataset.motionspecVersion = String(shown);
        fetch('/_motionspec/shown?v=' + shown, { method: 'POST', cache: 'no-store' }).catch(() => {});
      }
      const state = latest;
      // A first look whose page did not render: back to the last good page (the error is said
      // over it as it loads).
      if (state.error && looked > shown) {
        reload();
        return;
      }
      document.documentElement.dataset.motionspecSettled = String(!state.error && state.pdf >= state.version && !patched);
      if (state.error) {
        say('error', 'This edit does not render; the page shows the last good spec.', state.error);
      } else if (state.pdf < state.version) {
        say('note', 'The page is current; the PDF and the exported files follow…', '');
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
  painted(shown);
  const events = new EventSource('/_motionspec/events');
  events.onmessage = (message) => {
    const state = JSON.parse(message.data);
    firstLook(state.first);
    show(state);
  };
})();
