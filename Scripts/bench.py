#!/usr/bin/env python3
"""bench.py — motionspec against the reference workloads of ../shared/bench, side by side.

Run by `make bench` after a release build. Times, in one run on this machine:
  - spring evaluation per (position, velocity) sample: motionspec-bench vs spring_bench.c (and numpy);
  - the motion chart of every token to PNG + SVG + PDF, one core: motionspec-bench vs cairo_catalogue.c;
  - catalogues of 7, 100 and 1000 tokens, all formats, wall time (motionspec on all cores) vs C
    (one core) and matplotlib;
  - `motionspec render` of the built-in catalogue and of the generated ones, with peak memory, and
    the 1000-token page's size, first paint and search time in headless Chromium;
  - a second render after changing one token: as a new process, and in `render --watch`;
  - `motionspec serve`: from a save to the open page showing the new numbers, in Chromium.
Medians with min–max over several runs; the table goes to stdout and reports/bench.md.
  - the installed binary's size (stripped, every command), and how long `make check` takes warm;
  - with BENCH_FRESH=1: a fresh clone's first `make report` and the plugin's first `lint` in a new
    package that depends on that clone (each a whole build from nothing: minutes).
Environment: RUNS (default 5), SKIP_MPL=1 to leave matplotlib out, BENCH_SKIP_TESTS=1 to leave out
the rows that time `make test`'s test phase and `make check` (they run the tests once each).
"""
import json
import os
import re
import shutil
import statistics as st
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REF = os.path.abspath(os.path.join(ROOT, "..", "shared", "bench"))
BIN = os.path.join(ROOT, ".build", "release")
MS, BENCH = os.path.join(BIN, "motionspec"), os.path.join(BIN, "motionspec-bench")
RUNS = int(os.environ.get("RUNS", "5"))
WORK = tempfile.mkdtemp(prefix="motionspec-bench-")
SYSTEM_PYTHON = "/usr/bin/python3" if os.path.exists("/usr/bin/python3") else sys.executable
# Selenium: Debian's, through the test environment `make test-setup` builds when it exists.
_VENV_PYTHON = os.path.join(ROOT, ".build", "test-venv", "bin", "python3")
BROWSER_PYTHON = _VENV_PYTHON if os.path.exists(_VENV_PYTHON) else SYSTEM_PYTHON


def run(cmd, env=None):
    """Runs cmd under /usr/bin/time; returns (wall seconds, peak RSS MiB, stdout)."""
    out = subprocess.run(["/usr/bin/time", "-f", "%e %M"] + cmd, capture_output=True, text=True, env=env)
    if out.returncode != 0:
        sys.exit(f"bench: {' '.join(cmd)} failed:\n{out.stderr}")
    wall, rss = out.stderr.strip().splitlines()[-1].split()
    return float(wall), int(rss) / 1024, out.stdout


def stats(xs, fmt="{:.2f}"):
    return f"{fmt.format(st.median(xs))} ({fmt.format(min(xs))}–{fmt.format(max(xs))})"


def build_references():
    os.makedirs(os.path.join(WORK, "ref"), exist_ok=True)
    cairo = subprocess.run(["pkg-config", "--cflags", "--libs", "cairo"], capture_output=True, text=True).stdout.split()
    for name, extra in (("cairo_catalogue", cairo), ("spring_bench", [])):
        subprocess.run(["gcc", "-O2", os.path.join(REF, f"{name}.c"), "-o", os.path.join(WORK, "ref", name)] + extra + ["-lm"], check=True)


def have_matplotlib():
    if os.environ.get("SKIP_MPL"):
        return False
    return subprocess.run([SYSTEM_PYTHON, "-c", "import matplotlib, numpy"], capture_output=True).returncode == 0


def main():
    if not os.path.isdir(REF):
        sys.exit(f"bench: the reference workloads are not at {REF}")
    build_references()
    c_cat, c_spring = os.path.join(WORK, "ref", "cairo_catalogue"), os.path.join(WORK, "ref", "spring_bench")
    mpl = have_matplotlib()
    rows, notes = [], []
    machine = f"{os.cpu_count()} cores, {subprocess.run(['uname', '-sr'], capture_output=True, text=True).stdout.strip()}"

    # Spring evaluation: alternate the implementations so load affects both alike.
    swift_ns, c_ns, np_ns = [], [], []
    for _ in range(3):
        swift_ns.append(json.loads(run([BENCH, "spring", "10000000", "7"])[2])["median"])
        c_ns.append(json.loads(run([c_spring, "10000000", "7"])[2])["median"])
        if mpl:
            np_ns.append(json.loads(run([SYSTEM_PYTHON, os.path.join(REF, "spring_bench.py"), "10000000", "7"])[2])["median"])
    spring_ratio = st.median(swift_ns) / st.median(c_ns)
    rows.append(("Spring position + velocity, ns/sample", stats(swift_ns), stats(c_ns), stats(np_ns) if np_ns else "—",
                 f"{spring_ratio:.2f}× C", "≤ 1.2× C", spring_ratio <= 1.2))

    # Motion chart per token, PNG + SVG + PDF, one core.
    swift_ms, c_ms = [], []
    for i in range(RUNS):
        out = os.path.join(WORK, f"charts-{i}")
        swift_ms.append(json.loads(run([BENCH, "charts", "100", out + "-s", "1"])[2])["per_token_total_ms"])
        log = os.path.join(WORK, f"c-{i}.jsonl")
        run([c_cat, "100", out + "-c"], env=dict(os.environ, BENCH_TIMING_LOG=log))
        with open(log) as f:
            c_ms.append(json.loads(f.readline())["total_s"] * 1000 / 100)
    chart_ratio = st.median(swift_ms) / st.median(c_ms)
    rows.append(("motion chart → PNG+SVG+PDF, ms/token, 1 core", stats(swift_ms), stats(c_ms), "—",
                 f"{chart_ratio:.2f}× C", "≤ 1.3× C", chart_ratio <= 1.3))

    # Catalogues, all formats, wall time (motionspec uses both cores; C is single-threaded).
    walls, c_walls = {}, {}
    for n in (7, 100, 1000):
        s_w, s_m, c_w, c_m, m_w, m_m = [], [], [], [], [], []
        runs = RUNS if n < 1000 else max(1, RUNS // 2)
        for i in range(runs):
            out = os.path.join(WORK, f"cat{n}-{i}")
            w, m, _ = run([BENCH, "charts", str(n), out + "-s", str(os.cpu_count() or 2)])
            s_w.append(w); s_m.append(m)
            w, m, _ = run([c_cat, str(n), out + "-c"])
            c_w.append(w); c_m.append(m)
            if mpl and n <= 100 and i < (3 if n == 100 else runs):
                w, m, _ = run([SYSTEM_PYTHON, os.path.join(REF, "mpl_catalogue.py"), str(n), out + "-m"])
                m_w.append(w); m_m.append(m)
            shutil.rmtree(out + "-s", ignore_errors=True); shutil.rmtree(out + "-c", ignore_errors=True); shutil.rmtree(out + "-m", ignore_errors=True)
        walls[n] = st.median(s_w)
        c_walls[n] = st.median(c_w)
        vs_c, vs_m = st.median(c_w) / st.median(s_w), (st.median(m_w) / st.median(s_w) if m_w else None)
        target, met = ("faster than C and ≥ 10× faster than matplotlib", vs_c > 1 and (vs_m is None or vs_m >= 10)) if n == 100 else ("", None)
        rows.append((f"{n}-token catalogue, all formats, wall s (peak MiB)", f"{stats(s_w)} ({max(s_m):.0f})", f"{stats(c_w)} ({max(c_m):.0f})",
                     f"{stats(m_w)} ({max(m_m):.0f})" if m_w else "—",
                     f"{vs_c:.2f}× faster than C" + (f", {vs_m:.1f}× than mpl" if vs_m else ""), target, met))

    # Full renders: HTML + PDF + every chart file, no cache.
    catalogues = {"built-in": None}
    for n in (100, 1000):
        path = os.path.join(WORK, f"gen{n}.yaml")
        with open(path, "w") as f:
            f.write(run([BENCH, "catalogue", str(n)])[2])
        catalogues[f"{n} tokens"] = path
    render = {}
    for name, path in catalogues.items():
        walls_r, rss_r = [], []
        spec = os.path.join(WORK, "spec")
        for i in range(RUNS if name != "1000 tokens" else max(1, RUNS // 2)):
            w, m, _ = run([MS, "render"] + ([path] if path else []) + ["-o", spec, "--quiet", "--no-cache"])
            walls_r.append(w); rss_r.append(m)
        render[name] = (st.median(walls_r), max(rss_r))
        page = os.path.getsize(os.path.join(spec, "index.html"))
        charts = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(os.path.join(spec, "charts")) for f in fs)
        ratio, target, met = "", "", None
        if name == "built-in":
            target, met = "< 3 s", st.median(walls_r) < 3
        if name == "100 tokens":
            vs_c = st.median(walls_r) / c_walls[100]
            ratio = f"{vs_c:.2f}× the C reference's 100 charts ({c_walls[100]:.2f} s)"
            target, met = "cold, every output, ≤ 1× C", vs_c <= 1
        if name == "1000 tokens":
            growth = st.median(walls_r) / render["100 tokens"][0]
            ratio = f"{growth:.1f}× the 100-token render"
            target, met = "< 10× the 100-token render, peak < 200 MB", growth < 10 and max(rss_r) < 200
        rows.append((f"motionspec render, {name}, s (peak MiB)", f"{stats(walls_r)} ({max(rss_r):.0f})", "—", "—", ratio, target, met))
        if name == "100 tokens":
            rows.append(("motionspec render, 100 tokens: charts/, MB", f"{charts / 1e6:.1f}", "—", "—", "", "< 10 MB", charts < 10e6))
        if name == "1000 tokens":
            rows.append(("motionspec render, 1000 tokens: index.html, MB", f"{page / 1e6:.1f}", "—", "—", "", "< 10 MB", page < 10e6))
            # The page as a reader's browser opens it: headless Chromium's first contentful paint
            # and a search typed into the box; the document's full parse (DOMContentLoaded) beside.
            timing = json.loads(run([BROWSER_PYTHON, os.path.join(ROOT, "Scripts", "check_explore.py"),
                                     os.path.join(spec, "index.html"), "timing", "--type", "token-5"])[2])
            paint, search = timing["firstPaint"], timing["search"]["ms"]
            rows.append(("1000-token page in headless Chromium: first paint, search, ms", f"{paint:.0f}, {search:.0f}", "—", "—",
                         f"whole page parsed in {timing['domContentLoaded']:.0f} ms", "< 1000 ms each", paint < 1000 and search < 1000))

    # The printed spec of 1000 tokens (the last render above), and the poster's cost.
    info = subprocess.run(["pdfinfo", os.path.join(WORK, "spec", "motion-spec.pdf")], capture_output=True, text=True).stdout
    pdf_pages = int(next(l.split()[-1] for l in info.splitlines() if l.startswith("Pages:")))
    rows.append(("motionspec render, 1000 tokens: motion-spec.pdf, pages", str(pdf_pages), "—", "—", "", "< 150", pdf_pages < 150))
    for name in ("built-in", "1000 tokens"):
        walls_p = []
        for i in range(RUNS if name == "built-in" else 1):
            w, _, _ = run([MS, "render"] + ([catalogues[name]] if catalogues[name] else []) + ["-o", os.path.join(WORK, "spec"), "--quiet", "--no-cache", "--poster"])
            walls_p.append(w)
        extra = st.median(walls_p) - render[name][0]
        rows.append((f"motionspec render --poster, {name}: the poster's own time, s", f"{max(0.0, extra):.2f}", "—", "—",
                     f"{st.median(walls_p):.2f} s with it, {render[name][0]:.2f} s without", "", None))

    # The limit's worth of tokens (issue: any accepted catalogue of up to 5 000 tokens renders
    # within 60 s and 500 MB): one cold run without the cache, then one with a warm cache.
    path5000 = os.path.join(WORK, "gen5000.yaml")
    with open(path5000, "w") as f:
        f.write(run([BENCH, "catalogue", "5000"])[2])
    spec5000 = os.path.join(WORK, "large", "spec")  # its cache, .motionspec-cache, beside it
    for label, flags in (("cold, no cache", ["--no-cache"]), ("first with the cache", []), ("warm cache", [])):
        w, m, _ = run([MS, "render", path5000, "-o", spec5000, "--quiet"] + flags)
        rows.append((f"motionspec render, 5000 tokens, {label}, s (peak MiB)", f"{w:.1f} ({m:.0f})", "—", "—", "",
                     "< 60 s, peak < 500 MB", w < 60 and m * 1.048576 < 500))

    # The same promise with the longest names the limits accept (256 Unicode characters, groups
    # included), and the cap itself: 10 000 such tokens, its time and memory stated (README).
    for n, promise in ((5000, True), (10000, False)):
        path = os.path.join(WORK, f"gen{n}-longest.yaml")
        with open(path, "w") as f:
            f.write(run([BENCH, "catalogue", str(n), "longest"])[2])
        w, m, _ = run([MS, "render", path, "-o", os.path.join(WORK, f"longest{n}", "spec"), "--quiet", "--no-cache"])
        if promise:
            rows.append((f"motionspec render, {n} tokens, longest names, cold, s (peak MiB)", f"{w:.1f} ({m:.0f})", "—", "—", "",
                         "< 60 s, peak < 500 MB", w < 60 and m * 1.048576 < 500))
        else:
            rows.append((f"motionspec render, {n} tokens (the cap), longest names, cold, s (peak MiB)", f"{w:.1f} ({m:.0f})", "—", "—",
                         "stated in the README", "", None))

    # Playback (animated previews): the page with and without it, and a 100-token render's time.
    sizes = {}
    for flag in ("--playback", "--no-playback"):
        out = os.path.join(WORK, "spec" + flag)
        run([MS, "render", "-o", out, "--quiet", "--no-cache", flag])
        sizes[flag] = os.path.getsize(os.path.join(out, "index.html"))
    growth = sizes["--playback"] / sizes["--no-playback"] - 1
    rows.append(("built-in page with playback, KB (still page)", f"{sizes['--playback'] / 1024:.0f} ({sizes['--no-playback'] / 1024:.0f})", "—", "—",
                 f"+{growth * 100:.1f} %", "< +15 %", growth < 0.15))
    # The page's model (MotionSpecCore as WebAssembly): what it adds to the page, and in Chromium
    # how long it takes to start and to answer the playground's first expression.
    with open(os.path.join(WORK, "spec--playback", "index.html"), encoding="utf-8") as f:
        page = f.read()
    start = page.index("var MOTION_CORE_MODULE = {")
    line = page[start:page.index('"};', start) + 3]
    module_js = os.path.join(WORK, "motion-core-module.js")
    questions = os.path.join(WORK, "questions.json")
    with open(module_js, "w", encoding="utf-8") as f:
        f.write(line)
    with open(questions, "w", encoding="utf-8") as f:
        json.dump([".spring(duration: 0.55, bounce: 0.18)", "spring(dampingRatio = 0.8f, stiffness = 380f)"], f)
    loads, answers = [], []
    for i in range(RUNS):
        out = subprocess.run([sys.executable, os.path.join(ROOT, "Scripts", "check_wasm.py"), module_js, questions],
                             capture_output=True, text=True, check=True).stdout
        result = json.loads(out)
        loads.append(result["loadMilliseconds"]); answers.append(result["firstAnswerMilliseconds"])
    first = [a + b for a, b in zip(loads, answers)]
    # What the model adds to the page: the page's scripts and data now, against the scripts of the
    # last page without it (commit 7cff1f2: the JavaScript model, parser and lint it replaced).
    before = 0
    for name in ("motion-model.js", "motion-chart.js", "motion-editor.js", "report.js"):
        before += len(subprocess.run(["git", "-C", ROOT, "show", f"7cff1f2:Templates/{name}"], capture_output=True,
                                     check=True).stdout)
    now = len(line.encode())
    for name in ("motion-core.js", "motion-chart.js", "motion-editor.js", "report.js"):
        with open(os.path.join(ROOT, "Templates", name), "rb") as f:
            now += len(f.read())
    data = json.loads(page[page.index(">", page.index('id="motion-data"')) + 1:page.index("</script>", page.index('id="motion-data"'))])
    added = sum(len(json.dumps(t[k], separators=(",", ":"))) + len(k) + 4 for t in data["tokens"]
                for k in ("css", "peakVelocity", "mapPlace") if k in t)
    growth = now - before + added
    rows.append(("built-in page: the model (WebAssembly, gzipped, base 85), KB; the page grows by", f"{len(line) / 1000:.0f}",
                 "—", "—", f"+{growth / 1000:.0f} KB", "< +300 KB", growth < 300_000))
    rows.append(("the page's model in Chromium: start, first answer, ms", f"{st.median(loads):.1f}, {st.median(answers):.1f}",
                 "—", "—", f"{st.median(first):.1f} ms from load to the first answer", "< 50 ms", st.median(first) < 50))
    # The editor's drag: 300 real pointer moves as fast as Chromium takes them; the page draws
    # the chart at most once a frame, and a frame while dragging should stay near 16.7 ms.
    drags = []
    for i in range(RUNS):
        out = subprocess.run([sys.executable, os.path.join(ROOT, "Scripts", "check_editor.py"), os.path.join(WORK, "spec--playback"),
                              "--edit", ".spring(duration: 0.5, bounce: 0.2)", "--drag-moves", "300"],
                             capture_output=True, text=True, check=True).stdout
        drags.append(json.loads(out)["drag"])
    per_frame = max(d["renders"] / max(1, d["frames"]) for d in drags)
    intervals = sorted(x for d in drags for x in d["intervals"])
    p95 = intervals[int(0.95 * (len(intervals) - 1))] if intervals else 0
    rows.append(("the editor's drag: chart draws per frame (most), frame interval median / 95th, ms",
                 f"{per_frame:.2f}; {st.median(intervals):.1f} / {p95:.1f}" if intervals else "—", "—", "—",
                 f"{sum(d['renders'] for d in drags)} draws for {sum(d['moves'] for d in drags)} moves",
                 "≤ 1 a frame", per_frame <= 1.0))
    still = []
    for i in range(RUNS):
        w, _, _ = run([MS, "render", catalogues["100 tokens"], "-o", os.path.join(WORK, "spec"), "--quiet", "--no-cache", "--no-playback"])
        still.append(w)
    extra = render["100 tokens"][0] / st.median(still) - 1
    rows.append(("motionspec render, 100 tokens, still page (--no-playback), s", stats(still), "—", "—",
                 f"playback adds {extra * 100:+.1f} %", "< +10 %", extra < 0.10))

    # diff --animate: one changed token, the GIF's size and the time it adds.
    base = os.path.join(WORK, "base.yaml")
    head = os.path.join(WORK, "head.yaml")
    run([MS, "init", base])
    with open(base) as f:
        text = f.read()
    with open(head, "w") as f:
        f.write(text.replace("duration: 0.55, bounce: 0.18", "duration: 0.45, bounce: 0.3"))
    plain, animated = [], []
    for i in range(RUNS):
        plain.append(run([MS, "diff", base, head, "-o", os.path.join(WORK, "diff")])[0])
        animated.append(run([MS, "diff", base, head, "-o", os.path.join(WORK, "diff"), "--animate"])[0])
    gif = os.path.getsize(os.path.join(WORK, "diff", "charts", "token-motion-heavy.gif"))
    cost = st.median(animated) - st.median(plain)
    rows.append(("diff --animate, one changed token: GIF KB, s added", f"{gif / 1024:.0f} KB, {cost:.3f} s", "—", "—", "",
                 "< 1 MB, < 0.3 s", gif < 1_000_000 and cost < 0.3))

    # Export of the 1000-token catalogue to every platform.
    walls_e, rss_e = [], []
    for i in range(RUNS):
        w, m, _ = run([MS, "export", catalogues["1000 tokens"], "--to", "all", "-o", os.path.join(WORK, "export"), "--quiet"])
        walls_e.append(w); rss_e.append(m)
    rows.append(("motionspec export --to all, 1000 tokens, s (peak MiB)", f"{stats(walls_e)} ({max(rss_e):.0f})", "—", "—", "",
                 "< 1 s", st.median(walls_e) < 1))

    # Second renders after changing one token of 100, against the cold render (nothing cached,
    # the "motionspec render, 100 tokens" row): as a new process each time, and in `render
    # --watch`, which keeps what a render can reuse (RenderSession) and prints each render's time.
    # Every edit gives content never rendered before, so nothing of it is in the cache. The
    # explainers draw the catalogue's most bouncing spring (token-005, bounce 0.4): editing it
    # redraws them too, so it is measured apart from an edit of any other token (token-004).
    cold = render["100 tokens"][0]
    inc = os.path.join(WORK, "inc")
    os.makedirs(inc, exist_ok=True)
    cat = os.path.join(inc, "c.yaml")
    shutil.copy(catalogues["100 tokens"], cat)
    first, _, _ = run([MS, "render", cat, "-o", os.path.join(inc, "spec"), "--quiet"])

    def edit(path, token, expression):
        with open(path) as f:
            text = f.read()
        with open(path, "w") as f:
            f.write(re.sub(rf"(?m)^  {token}: .*$", f"  {token}: {expression}", text))

    seconds = []
    for i in range(RUNS):
        edit(cat, "token-005", f".spring(duration: 0.6{i + 1}, bounce: 0.4)")
        w, _, _ = run([MS, "render", cat, "-o", os.path.join(inc, "spec"), "--quiet"])
        seconds.append(w)
    share = st.median(seconds) / cold
    rows.append(("second render of 100 tokens after changing one, new process, s", stats(seconds), "—", "—",
                 f"{share * 100:.0f} % of the cold render ({cold:.2f} s; the first with an empty cache: {first:.2f} s)",
                 "", None))

    def watched(token, values, bounce):
        """Seconds of each re-render `render --watch` reports after each edit of `token`."""
        folder = tempfile.mkdtemp(prefix="watch-", dir=WORK)
        path = os.path.join(folder, "c.yaml")
        shutil.copy(catalogues["100 tokens"], path)
        proc = subprocess.Popen([MS, "render", path, "-o", os.path.join(folder, "spec"), "--watch"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        timer = __import__("threading").Timer(600, proc.kill)
        timer.start()
        try:
            def until(pattern):
                while True:
                    line = proc.stdout.readline()
                    if not line:
                        sys.exit(f"bench: render --watch stopped:\n{proc.stderr.read()}")
                    m = re.search(pattern, line)
                    if m:
                        return m
            until(r"^watching ")
            out = []
            for value in values:
                edit(path, token, f".spring(duration: {value}, bounce: {bounce})")
                out.append(float(until(r"^rendered .* in ([0-9.]+) s").group(1)))
            return out
        finally:
            proc.send_signal(__import__("signal").SIGINT)
            proc.wait(timeout=60)
            timer.cancel()

    n = max(RUNS, 3)
    for label, token, bounce in (("any token but the explainers' one", "token-004", -0.2),
                                 ("the explainers' token", "token-005", 0.4)):
        times = watched(token, [f"0.{70 + i}" for i in range(n)], bounce)
        share = st.median(times) / cold
        rows.append((f"render --watch: re-render of 100 tokens after changing {label}, s", stats(times), "—", "—",
                     f"{share * 100:.0f} % of the cold render ({cold:.2f} s)", "< 10 % and < 0.3 s",
                     share < 0.1 and st.median(times) < 0.3))

    # `motionspec serve`: from a catalogue file's write to the open page (headless Chromium)
    # showing the edited token's new duration, for 100 tokens (Scripts/check_serve.py).
    folder = tempfile.mkdtemp(prefix="serve-", dir=WORK)
    path = os.path.join(folder, "c.yaml")
    shutil.copy(catalogues["100 tokens"], path)
    edits = []
    for i in range(max(RUNS, 5)):
        edits += ["--edit", f"token-004=.spring(duration: 0.{71 + i}, bounce: -0.2)=0.{71 + i}"]
    served = subprocess.run([BROWSER_PYTHON, os.path.join(ROOT, "Scripts", "check_serve.py"), MS, path] + edits,
                            capture_output=True, text=True)
    if served.returncode == 0:
        session = json.loads(served.stdout)
        ms = [x * 1000 for x in session["seconds"]]
        looked = sum(session["first_look"])
        rows.append(("serve: save → the open page shows the new numbers, 100 tokens, ms (Chromium)",
                     stats(ms, "{:.0f}"), "—", "—",
                     f"{looked} of {len(ms)} by the first look (the edited rows, ahead of the page)", "< 200 ms",
                     st.median(ms) < 200))
        whole = [x * 1000 for x in session["whole_seconds"]]
        rows.append(("serve: save → the whole page patched in (charts, cards, overviews), 100 tokens, ms (Chromium)",
                     stats(whole, "{:.0f}"), "—", "—", "", "—", None))
    else:
        print("bench: serve failed:\n" + served.stderr[-2000:], file=sys.stderr)
        rows.append(("serve: save → the open page shows the new numbers, 100 tokens, ms (Chromium)", "failed", "—", "—",
                     "", "< 200 ms", False))

    # `make test`'s test phase on this machine from a warm build: `swift test` as the Makefile runs
    # it (the release binary for the command tests, the test environment's Python on the PATH), once;
    # BENCH_SKIP_TESTS=1 leaves it out. The time is Swift Testing's own "passed after" figure.
    test_row = "make test: the `swift test` phase from a warm build, s (tests)"
    venv_bin = os.path.join(ROOT, ".build", "test-venv", "bin")
    if os.environ.get("BENCH_SKIP_TESTS"):
        pass
    elif not os.path.isdir(venv_bin):
        rows.append((test_row, "not run: `make test` builds its environment first", "—", "—", "", "< 360 s", None))
    else:
        # The Makefile's TEST_FLAGS: the tests built optimised, in a build folder of their own.
        test_flags = ["-c", "release", "-Xswiftc", "-enable-testing", "--traits", "Servers", "--scratch-path",
                      ".build/tests"]
        subprocess.run(["swift", "build", *test_flags, "--product", "motionspecPackageTests"], cwd=ROOT, check=True,
                       capture_output=True)
        # The plugin tests' sample package, built beforehand as `make test` builds it beside the fuzzer.
        sample = ["swift", "build", "--package-path", "Tests/Fixtures/SampleApp", "--scratch-path", ".build/sample-app"]
        for what in (["--product", "motionspec"], ["--target", "MotionDocs"]):
            subprocess.run(sample + what, cwd=ROOT, check=True, capture_output=True)
        env = dict(os.environ, PATH=venv_bin + os.pathsep + os.environ["PATH"], MOTIONSPEC_TEST_BINARY=MS)
        tested = subprocess.run(["swift", "test", *test_flags, "--skip-build"], cwd=ROOT, env=env,
                                capture_output=True, text=True)
        summary = re.search(r"Test run with (\d+) tests? in \d+ suites? (passed|failed) after ([0-9.]+) seconds",
                            tested.stdout + tested.stderr)
        if summary and summary.group(2) == "passed":
            seconds = float(summary.group(3))
            rows.append((test_row, f"{seconds:.0f} ({summary.group(1)})", "—", "—", "", "< 360 s", seconds < 360))
        else:
            print("bench: the tests failed:\n" + (tested.stdout + tested.stderr)[-3000:], file=sys.stderr)
            rows.append((test_row, "failed", "—", "—", "", "< 360 s", False))

        # `make check`, warm: the quick tier, as the Makefile runs it.
        started = time.monotonic()
        checked = subprocess.run(["make", "--no-print-directory", "check"], cwd=ROOT, capture_output=True, text=True)
        seconds = time.monotonic() - started
        check_row = "make check: the quick tier from a warm build, s"
        if checked.returncode == 0:
            rows.append((check_row, f"{seconds:.0f}", "—", "—", "", "< 90 s", seconds < 90))
        else:
            print("bench: make check failed:\n" + (checked.stdout + checked.stderr)[-3000:], file=sys.stderr)
            rows.append((check_row, "failed", "—", "—", "", "< 90 s", False))

    # The installed binary: the release build with every command, stripped as `make install` does.
    stripped = os.path.join(WORK, "motionspec-stripped")
    subprocess.run(["strip", "-o", stripped, MS], check=True)
    size = os.path.getsize(stripped) / 1e6
    rows.append(("the installed binary (every command, stripped), MB", f"{size:.1f}", "—", "—", "", "< 60 MB", size < 60))

    # A fresh clone's first build, as a new user meets it (opt-in: each is a build from nothing).
    if os.environ.get("BENCH_FRESH"):
        fresh = os.path.join(WORK, "fresh")
        subprocess.run(["git", "clone", "--quiet", "--no-hardlinks", ROOT, fresh], check=True)
        started, cpu = time.monotonic(), os.times()
        made = subprocess.run(["make", "report"], cwd=fresh, capture_output=True, text=True)
        after = os.times()
        wall, used = time.monotonic() - started, (after.children_user - cpu.children_user) + (after.children_system - cpu.children_system)
        rows.append(("a fresh clone's first `make report`, s (CPU-seconds)",
                     f"{wall:.0f} ({used:.0f})" if made.returncode == 0 else "failed", "—", "—", "", "< 360 s",
                     made.returncode == 0 and wall < 360))
        # The plugin's first lint, in a new package that depends on that clone.
        app = os.path.join(WORK, "plugin-app")
        os.makedirs(os.path.join(app, "Sources", "App"))
        with open(os.path.join(app, "Package.swift"), "w") as f:
            f.write('// swift-tools-version: 6.1\nimport PackageDescription\nlet package = Package(name: "App", '
                    f'dependencies: [.package(path: "{fresh}")], targets: [.target(name: "App")])\n')
        with open(os.path.join(app, "Sources", "App", "Motion.swift"), "w") as f:
            f.write("import SwiftUI\nenum Motion {\n  static let heavy = Animation.spring(duration: 0.55, bounce: 0.18)\n}\n")
        started = time.monotonic()
        linted = subprocess.run(["swift", "package", "--allow-writing-to-package-directory", "motionspec", "lint",
                                 "Sources/App/Motion.swift"], cwd=app, capture_output=True, text=True)
        wall = time.monotonic() - started
        rows.append(("the plugin's first `lint` in a new package, s", f"{wall:.0f}" if linted.returncode in (0, 1) else "failed",
                     "—", "—", "", "< 240 s", linted.returncode in (0, 1) and wall < 240))

    # The table.
    lines = ["# motionspec benchmark", "", f"Machine: {machine}. Medians (min–max) of {RUNS} runs unless fewer are noted; "
             "references built and run from ../shared/bench in the same run.", "",
             "| measure | motionspec | C + cairo | matplotlib | ratio | target | met |", "|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append("| " + " | ".join([r[0], r[1], r[2], r[3], r[4], r[5], "—" if r[6] is None else ("yes" if r[6] else "**no**")]) + " |")
    if not mpl:
        lines += ["", "matplotlib was not available (or SKIP_MPL was set): its column is empty."]
    text = "\n".join(lines) + "\n"
    print(text)
    os.makedirs(os.path.join(ROOT, "reports"), exist_ok=True)
    with open(os.path.join(ROOT, "reports", "bench.md"), "w") as f:
        f.write(text)
    shutil.rmtree(WORK, ignore_errors=True)


if __name__ == "__main__":
    main()
