// <motion-token name="motion.heavy" chart="motion">: one token of a motion spec in any page — a
// Storybook MDX page, a static documentation site — with nothing else loaded. It reads
// motion-tokens.json (beside this script, or the element's `src`), draws the token's position
// and velocity — its chart's marks and words from motion-tokens.json, the curves from motionspec's
// own model (MotionCore, the Swift core in WebAssembly, bundled above) — plays it on demand (still under
// prefers-reduced-motion), lists the spec's numbers as its cards word them and gives its code for
// every platform. An
// unknown token shows a visible error box. Catalogue text is set only as text.
const CATALOGUES = new Map();

// The model, started once for every element on the page.
let MODEL = null;
function model() {
  if (!MODEL) MODEL = MotionCore.ready ? Promise.resolve(MotionCore) : MotionCore.load(MOTION_CORE_MODULE);
  return MODEL;
}

function catalogue(url) {
  if (!CATALOGUES.has(url)) {
    CATALOGUES.set(url, fetch(url).then((response) => {
      if (!response.ok) throw new Error(`cannot read ${url} (HTTP ${response.status})`);
      return response.json();
    }));
  }
  return CATALOGUES.get(url);
}

function element(tag, attributes = {}, text) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attributes)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

const STYLE = `
:host { display: block; font: 14px/1.45 system-ui, sans-serif; color: var(--chart-text); background: var(--chart-bg); border: 1px solid var(--chart-grid); border-radius: 10px; padding: 0.75rem 1rem; max-width: 760px; }
${"/*COLORS*/"}
h3 { margin: 0; font-size: 1.05rem; }
.id { color: var(--chart-muted); font-size: 0.8rem; margin: 0.1rem 0 0.4rem; }
code, pre { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 0.82rem; }
.definition { display: flex; gap: 0.5rem; align-items: center; }
button { font: inherit; font-size: 0.75rem; color: var(--chart-c0); background: transparent; border: 1px solid var(--chart-grid); border-radius: 5px; padding: 0.05rem 0.5rem; cursor: pointer; }
.chart { position: relative; margin: 0.5rem 0; }
.chart svg { display: block; width: 100%; height: auto; }
.playhead { position: absolute; left: var(--ph-left); top: var(--ph-top); height: var(--ph-height); margin-left: -1px; border-left: 2px solid var(--chart-c3); opacity: 0; pointer-events: none; }
.knob { position: absolute; left: -1px; top: 100%; width: 13px; height: 13px; transform: translate(-50%, -50%); border-radius: 50%; background: var(--knob-color); border: 2px solid var(--chart-bg); box-sizing: border-box; }
.lane { position: relative; height: 1.4rem; border-bottom: 1px dashed var(--chart-grid); margin: 0 0.5rem; }
.mover { position: absolute; top: 0.2rem; left: 4%; width: 1rem; height: 1rem; margin-left: -0.5rem; border-radius: 50%; background: var(--chart-c0); }
.playing .mover { animation: mt-travel var(--ms-duration) var(--ms-easing) var(--ms-delay) 1 normal both; }
.playing .playhead { opacity: 1; animation: mt-sweep var(--ms-window) linear both; }
.playing .knob { animation: mt-knob var(--ms-window) var(--knob-track) both; }
@keyframes mt-travel { from { left: 4%; } to { left: 96%; } }
@keyframes mt-sweep { from { left: var(--ph-left); } to { left: calc(var(--ph-left) + var(--ph-width)); } }
@keyframes mt-knob { from { top: 100%; } to { top: 0%; } }
@media (prefers-reduced-motion: reduce) {
  .mover { left: 96%; }
  .playing .mover, .playing .playhead, .playing .knob { animation: none; }
  button.play { display: none; }
}
dl { display: grid; grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr)); gap: 0.3rem 1rem; margin: 0.5rem 0; font-variant-numeric: tabular-nums; }
dt { font-size: 0.72rem; color: var(--chart-muted); }
dd { margin: 0; }
details summary { cursor: pointer; color: var(--chart-c0); }
h4 { margin: 0.6rem 0 0.2rem; font-size: 0.8rem; }
pre { margin: 0; padding: 0.4rem 0.6rem; background: var(--chart-surface, rgba(127,127,127,0.08)); border-radius: 6px; overflow-x: auto; white-space: pre; }
.code { display: flex; gap: 0.4rem; align-items: flex-start; }
.code pre { flex: 1; min-width: 0; }
.error { border: 2px solid var(--chart-warning, #a35100); color: var(--chart-warning, #a35100); border-radius: 8px; padding: 0.5rem 0.75rem; font-weight: 600; }
`;

class MotionTokenElement extends HTMLElement {
  static get observedAttributes() { return ["name", "src", "chart"]; }

  constructor() {
    super();
    this.attachShadow({ mode: "open" });
  }

  connectedCallback() { this.render(); }
  attributeChangedCallback() { if (this.isConnected) this.render(); }

  async render() {
    // Attributes set while the catalogue loads start a new render; an older one stops here.
    const ticket = (this.renders = (this.renders || 0) + 1);
    const name = this.getAttribute("name") || "";
    const url = new URL(this.getAttribute("src") || "motion-tokens.json", this.getAttribute("src") ? document.baseURI : import.meta.url).href;
    const root = this.shadowRoot;
    root.replaceChildren(element("style", {}, STYLE));
    let data;
    try {
      [data] = await Promise.all([catalogue(url), model()]);
    } catch (error) {
      if (ticket === this.renders) this.fail(`<motion-token>: ${error.message}`);
      return;
    }
    if (ticket !== this.renders) return;
    const token = data.tokens.find((t) => t.id === name) || data.tokens.find((t) => t.name === name);
    if (!token) {
      const some = data.tokens.slice(0, 8).map((t) => t.id).join(", ");
      this.fail(`<motion-token>: no token "${name}" in ${data.name}. Use an id such as ${some}${data.tokens.length > 8 ? " …" : ""}.`);
      return;
    }
    this.setAttribute("data-state", "ready");
    this.show(token, data);
  }

  fail(message) {
    this.setAttribute("data-state", "error");
    this.shadowRoot.appendChild(element("div", { class: "error", role: "alert" }, message));
  }

  show(token, data) {
    const root = this.shadowRoot;
    root.appendChild(element("h3", {}, token.name));
    root.appendChild(element("p", { class: "id" }, `${token.id} · ${token.groupTitle}${token.description ? " — " + token.description : ""}`));
    const definition = element("div", { class: "definition" });
    definition.appendChild(element("code", {}, token.definition));
    root.appendChild(definition);

    // The token's chart as the spec's Cairo chart has it: its marks and words, in the spec's time unit.
    const chart = MotionChart.draw([{ name: token.name, color: 0, window: token.window, model: token.model }],
      `Position and velocity of ${token.name}`, token.figure);
    if (!chart) {
      this.fail(`<motion-token>: the model cannot draw ${token.name}.`);
      return;
    }
    // A window that opens before the trigger delays the motion by as much.
    const delay = chart.start < 0 ? `calc(${token.css[2]} + ${-chart.start}s)` : token.css[2];
    const figure = element("figure", { class: "chart", style: `--ms-window: ${chart.window}s; --ms-duration: ${token.css[0]}; --ms-easing: ${token.css[1]}; --ms-delay: ${delay}` });
    figure.style.margin = "0.5rem 0";
    const lane = element("div", { class: "lane", role: "img", "aria-label": `${token.name} moving` });
    lane.appendChild(element("span", { class: "mover" }));
    figure.appendChild(lane);
    const box = element("div", { style: "position: relative" });
    box.appendChild(chart.svg);
    for (const head of chart.heads) {
      const playhead = element("span", { class: "playhead", "aria-hidden": "true", style: head.style });
      for (const k of head.knobs) {
        const knob = element("span", { class: "knob" });
        knob.style.setProperty("--knob-color", `var(--chart-c${k.color})`);
        knob.style.setProperty("--knob-track", k.track);
        playhead.appendChild(knob);
      }
      box.appendChild(playhead);
    }
    figure.appendChild(box);
    const play = element("button", { type: "button", class: "play", "aria-label": `Play ${token.name}` }, "Play");
    play.addEventListener("click", () => {
      figure.classList.add("playing");
      for (const a of figure.getAnimations({ subtree: true })) { a.currentTime = 0; a.play(); }
      play.textContent = "Replay";
    });
    definition.appendChild(play);
    root.appendChild(figure);

    // The numbers as the spec's cards word them (motionspec's one table of words).
    const numbers = element("dl");
    for (const number of token.numbers) {
      const item = element("div", { "data-key": number.key });
      item.appendChild(element("dt", {}, number.label));
      item.appendChild(element("dd", {}, number.text));
      numbers.appendChild(item);
    }
    root.appendChild(numbers);

    const code = element("details");
    code.appendChild(element("summary", {}, "Code for every platform"));
    for (const snippet of token.code) {
      code.appendChild(element("h4", {}, snippet.title));
      const block = element("div", { class: "code", "data-platform": snippet.key });
      const pre = element("pre");
      pre.appendChild(element("code", {}, snippet.code));
      block.appendChild(pre);
      const copy = element("button", { type: "button", "aria-label": `Copy the ${snippet.title} code of ${token.name}` }, "Copy");
      copy.addEventListener("click", () => {
        navigator.clipboard?.writeText(snippet.code).then(() => { copy.textContent = "Copied"; }, () => { copy.textContent = "Select and copy"; });
      });
      block.appendChild(copy);
      code.appendChild(block);
    }
    root.appendChild(code);
  }
}

if (!customElements.get("motion-token")) customElements.define("motion-token", MotionTokenElement);
