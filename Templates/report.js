// Progressive enhancement for the motion spec: the page is complete without it. It adds
// filtering and sorting to the token table, copy buttons to definitions, and makes a chart or
// the table focusable when it scrolls sideways (small screens), so a keyboard can scroll it.
(function () {
  "use strict";
  var table = document.querySelector("table.tokens");
  var tools = document.querySelector(".table-tools");
  if (table && tools) {
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    var count = tools.querySelector(".table-count");
    var selects = Array.prototype.slice.call(tools.querySelectorAll("select[data-filter]"));
    var filter = function () {
      var shown = 0;
      rows.forEach(function (row) {
        var visible = selects.every(function (s) {
          return !s.value || row.getAttribute("data-" + s.getAttribute("data-filter")) === s.value;
        });
        row.hidden = !visible;
        if (visible) shown += 1;
      });
      count.textContent = shown + " of " + rows.length + " tokens";
    };
    selects.forEach(function (s) { s.addEventListener("change", filter); });
    tools.hidden = false;
    filter();

    var headers = Array.prototype.slice.call(table.tHead.rows[0].cells);
    headers.forEach(function (th, column) {
      var type = th.getAttribute("data-sort");
      if (!type) return;
      var button = document.createElement("button");
      button.type = "button";
      button.className = "sort";
      while (th.firstChild) button.appendChild(th.firstChild);
      th.appendChild(button);
      button.addEventListener("click", function () {
        var ascending = th.getAttribute("aria-sort") !== "ascending";
        headers.forEach(function (h) { h.removeAttribute("aria-sort"); });
        th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
        var key = function (row) {
          var cell = row.cells[column];
          if (type === "number") {
            var v = cell.getAttribute("data-value");
            return v === "" || v === null ? Infinity : parseFloat(v);
          }
          return cell.textContent.trim().toLowerCase();
        };
        var sorted = rows.slice().sort(function (a, b) {
          var x = key(a), y = key(b);
          var order = x < y ? -1 : x > y ? 1 : rows.indexOf(a) - rows.indexOf(b);
          return ascending ? order : -order;
        });
        sorted.forEach(function (row) { body.appendChild(row); });
      });
    });
  }

  Array.prototype.forEach.call(document.querySelectorAll("button.copy"), function (button) {
    button.hidden = false;
    button.addEventListener("click", function () {
      // A definition names its text; a code block's button copies the block beside it (the
      // page does not carry every snippet twice).
      var code = button.parentNode.querySelector("code");
      var text = button.hasAttribute("data-copy") ? button.getAttribute("data-copy") : code ? code.textContent : "";
      var done = function () {
        button.textContent = "Copied";
        setTimeout(function () { button.textContent = "Copy"; }, 1500);
      };
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(text).then(done, function () { button.textContent = "Select and copy"; });
      } else {
        button.textContent = "Select and copy";
      }
    });
  });

  // Play: starts the figure's motion from the beginning (hover and focus play it too).
  Array.prototype.forEach.call(document.querySelectorAll("button.play"), function (button) {
    var figure = button.closest(".playback");
    button.hidden = false;
    button.setAttribute("aria-label", "Play: " + figure.querySelector(".stage").getAttribute("aria-label"));
    button.addEventListener("click", function () {
      figure.classList.add("playing");
      figure.getAnimations({ subtree: true }).forEach(function (a) { a.currentTime = 0; a.play(); });
      button.textContent = "Replay";
    });
  });

  var scrollers = document.querySelectorAll(".chart-scroll");
  var focusable = function () {
    Array.prototype.forEach.call(scrollers, function (el) {
      if (el.scrollWidth > el.clientWidth + 1) {
        el.setAttribute("tabindex", "0");
        el.setAttribute("role", "region");
        var caption = el.parentNode.querySelector("figcaption");
        el.setAttribute("aria-label", "Chart, scrolls sideways" + (caption ? ": " + caption.textContent.split(" · ")[0] : ""));
      } else {
        el.removeAttribute("tabindex");
        el.removeAttribute("role");
        el.removeAttribute("aria-label");
      }
    });
  };
  focusable();
  window.addEventListener("resize", focusable);
})();
