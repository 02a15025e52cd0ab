// Tables on a narrow screen: a table wider than its place is shown one row
// to a card, each cell under its column's heading, so no figure or field is
// off screen on a phone. A table that fits is left a table. The pages work
// without it: the table then scrolls inside its frame.
(function () {
  "use strict";

  // headings maps each column to the text of the heading cells above it
  // (a grouped heading's and its own), rowspans and colspans counted.
  function headings(table) {
    var head = table.tHead;
    if (!head) { return []; }
    var grid = [];
    Array.prototype.forEach.call(head.rows, function (row, r) {
      grid[r] = grid[r] || [];
      var c = 0;
      Array.prototype.forEach.call(row.cells, function (cell) {
        while (grid[r][c] !== undefined) { c++; }
        var text = cell.textContent.replace(/\s+/g, " ").trim();
        for (var dr = 0; dr < (cell.rowSpan || 1); dr++) {
          grid[r + dr] = grid[r + dr] || [];
          for (var dc = 0; dc < (cell.colSpan || 1); dc++) {
            grid[r + dr][c + dc] = text;
          }
        }
        c += cell.colSpan || 1;
      });
    });
    var out = [];
    grid.forEach(function (row) {
      row.forEach(function (text, c) {
        var parts = out[c] || [];
        if (text && parts[parts.length - 1] !== text) { parts.push(text); }
        out[c] = parts;
      });
    });
    return out.map(function (parts) { return parts.join(" — "); });
  }

  // label gives every body and footer cell its column's heading and wraps
  // its content, so the heading and the content sit side by side.
  function label(table) {
    if (table.dataset.labelled) { return; }
    table.dataset.labelled = "1";
    var names = headings(table);
    Array.prototype.forEach.call(table.querySelectorAll(":scope > tbody > tr, :scope > tfoot > tr"), function (row) {
      var c = 0;
      Array.prototype.forEach.call(row.cells, function (cell) {
        var span = cell.colSpan || 1;
        if (!cell.hasAttribute("data-label")) {
          cell.setAttribute("data-label", span === 1 && names[c] ? names[c] : "");
        }
        var box = document.createElement("div");
        box.className = "cell";
        while (cell.firstChild) { box.appendChild(cell.firstChild); }
        cell.appendChild(box);
        c += span;
      });
    });
  }

  function fit() {
    document.querySelectorAll(".table-wrap > table.data, .table-wrap > table.entry").forEach(function (table) {
      var wrap = table.parentElement;
      table.classList.remove("stack");
      if (wrap.scrollWidth > wrap.clientWidth + 1) {
        label(table);
        table.classList.add("stack");
      }
    });
  }

  var pending = 0;
  window.addEventListener("resize", function () {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(fit);
  });
  // A table in a closed <details> has no width until it is opened.
  document.querySelectorAll("details").forEach(function (d) {
    d.addEventListener("toggle", fit);
  });
  fit();
})();
