// Card picker of the manual hand entry page: buttons that add a card to the
// Player or Banker cards input, so a pit boss can enter a hand by touch.
// The inputs work without it; this file only adds to them.
(function () {
  "use strict";
  var status = document.getElementById("picker-status");

  function cards(input) {
    return input.value.trim() === "" ? [] : input.value.trim().split(/[\s,]+/);
  }

  function announce(input) {
    if (!status) { return; }
    var label = document.querySelector('label[for="' + input.id + '"]');
    var name = label ? label.textContent : input.id;
    var list = cards(input);
    status.textContent = name + ": " + (list.length ? list.join(" ") : "none");
  }

  document.querySelectorAll("[data-picker]").forEach(function (picker) {
    picker.hidden = false;
    picker.addEventListener("click", function (ev) {
      var button = ev.target.closest("button");
      if (!button || !picker.contains(button)) { return; }
      var target, list;
      if (button.dataset.card) {
        target = document.getElementById(button.dataset.target);
        if (!target) { return; }
        list = cards(target);
        list.push(button.dataset.card);
      } else if (button.dataset.undo) {
        target = document.getElementById(button.dataset.undo);
        if (!target) { return; }
        list = cards(target);
        list.pop();
      } else {
        return;
      }
      target.value = list.join(" ");
      target.dispatchEvent(new Event("input", { bubbles: true }));
      announce(target);
    });
  });
})();
