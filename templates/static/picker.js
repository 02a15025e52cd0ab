// Pickers of the manual hand entry page: buttons that add a card to the
// cards field the pit boss was last in (or the first one), and dice or
// wheel numbers to their own field, so a hand can be entered by touch. The
// inputs work without it; this file only adds to them.
(function () {
  "use strict";
  var status = document.getElementById("picker-status");
  var fields = Array.prototype.slice.call(document.querySelectorAll("input[data-cards]"));
  var target = fields.length ? fields[0] : null;

  function cards(input) {
    return input.value.trim() === "" ? [] : input.value.trim().split(/[\s,]+/);
  }

  function labelOf(input) {
    var label = document.querySelector('label[for="' + input.id + '"]');
    return label ? label.textContent.trim() : input.id;
  }

  function show() {
    document.querySelectorAll("[data-picker-target]").forEach(function (el) {
      el.textContent = target ? labelOf(target) : "no cards field";
    });
  }

  function announce(input) {
    if (!status) { return; }
    var list = cards(input);
    status.textContent = labelOf(input) + ": " + (list.length ? list.join(" ") : "none");
  }

  fields.forEach(function (input) {
    input.addEventListener("focus", function () { target = input; show(); });
  });

  // Number pickers: dice faces or a wheel's numbers beside their input.
  document.querySelectorAll("[data-numbers]").forEach(function (picker) {
    var input = document.getElementById(picker.dataset.numbers);
    if (!input) { return; }
    picker.hidden = false;
    picker.addEventListener("click", function (ev) {
      var button = ev.target.closest("button");
      if (!button || !picker.contains(button)) { return; }
      var list = cards(input);
      if (button.dataset.number !== undefined) {
        if (picker.hasAttribute("data-append")) {
          list.push(button.dataset.number);
        } else {
          list = [button.dataset.number];
        }
      } else if (button.hasAttribute("data-undo-number")) {
        list.pop();
      } else {
        return;
      }
      input.value = list.join(" ");
      input.dispatchEvent(new Event("input", { bubbles: true }));
      announce(input);
    });
  });

  // A value the table carries, offered beside its input: copied in on
  // request, since only some hands declare it.
  document.querySelectorAll("button[data-offer]").forEach(function (button) {
    var input = document.getElementById(button.dataset.offer);
    if (!input) { return; }
    button.hidden = false;
    button.addEventListener("click", function () {
      input.value = button.dataset.value;
      input.dispatchEvent(new Event("input", { bubbles: true }));
      announce(input);
    });
  });

  document.querySelectorAll("[data-picker]").forEach(function (picker) {
    picker.hidden = false;
    show();
    picker.addEventListener("click", function (ev) {
      var button = ev.target.closest("button");
      if (!button || !picker.contains(button) || !target) { return; }
      var list = cards(target);
      if (button.dataset.card) {
        list.push(button.dataset.card);
      } else if (button.hasAttribute("data-undo")) {
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
