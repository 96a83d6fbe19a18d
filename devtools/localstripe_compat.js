/*
 * Brush & Canvas: compatibility patches for localstripe's Stripe.js (local mode only).
 *
 * Served by Django at /stripe/v3.js right after localstripe's own script, inside the SAME
 * function scope, so that `Element` below is localstripe's card-element class (not the
 * DOM's) and `Stripe` is the function it has just defined. Plain ES2019, no imports.
 *
 * It fills exactly the gaps of localstripe 1.15's Stripe.js that break
 * @stripe/react-stripe-js 7 (see DESIGN.md §8):
 *   1. card elements have no off()         (unmounting a <CardElement> with an on* prop throws)
 *   2. elements() has no update()          (changing <Elements options> throws)
 *   3. change handlers get no event object (onChange(undefined))
 *   4. `ready` never fires                 (onReady is never called)
 * Nothing else of localstripe's behaviour is changed.
 */
(function localstripeCompat() {
  // `Element` must be localstripe's class: if this file runs on its own (outside the shared
  // function scope), it is the DOM's Element, and patching that would break the page.
  if (
    typeof Element !== "function" ||
    (typeof window.Element === "function" && Element === window.Element) ||
    typeof Element.prototype.mount !== "function" ||
    typeof Element.prototype.on !== "function"
  ) {
    console.warn("localstripe compat: localstripe's card Element is not in scope; nothing patched.");
    return;
  }
  if (Element.prototype.__shopCompat) return; // already applied
  Object.defineProperty(Element.prototype, "__shopCompat", { value: true });

  var READY_EVENT = { elementType: "card" };

  function fieldValue(element, name) {
    var inputs = element._inputs;
    var input = inputs ? inputs[name] : null;
    return input ? String(input.value || "").trim() : "";
  }

  function cardBrand(number) {
    if (/^4/.test(number)) return "visa";
    if (/^(5[1-5]|2[2-7])/.test(number)) return "mastercard";
    if (/^3[47]/.test(number)) return "amex";
    if (/^6(011|5)/.test(number)) return "discover";
    return "unknown";
  }

  // Gap 3: the event a real card element gives its change handlers, built from the five
  // plain inputs (number, exp_month, exp_year: two digits, cvc, postal_code).
  function cardChangeEvent(element) {
    var number = fieldValue(element, "number").replace(/[\s-]/g, "");
    var month = fieldValue(element, "exp_month");
    var year = fieldValue(element, "exp_year");
    var cvc = fieldValue(element, "cvc");
    var postalCode = fieldValue(element, "postal_code");
    return {
      elementType: "card",
      empty: !number && !month && !year && !cvc && !postalCode,
      complete:
        /^\d{13,19}$/.test(number) && /^(0?[1-9]|1[0-2])$/.test(month) && /^\d{2}$/.test(year) && /^\d{3,4}$/.test(cvc),
      error: undefined,
      brand: cardBrand(number),
      value: { postalCode: postalCode },
    };
  }

  function listenersOf(element, event) {
    element.listeners[event] = element.listeners[event] || [];
    return element.listeners[event];
  }

  // Handlers are stored wrapped (so that change handlers always get an event object);
  // the wrapper remembers the caller's handler so that off() can find it.
  var originalOn = Element.prototype.on;
  Element.prototype.on = function on(event, handler) {
    var element = this;
    var wrapped = function (payload) {
      if (payload === undefined || payload === null) {
        payload = event === "change" ? cardChangeEvent(element) : { elementType: "card" };
      }
      return handler.call(element, payload);
    };
    wrapped.__shopHandler = handler;
    originalOn.call(this, event, wrapped);
    // Gap 4, late subscribers: react-stripe-js attaches onReady in an effect that may run
    // after the element became ready; a real element would not have fired yet, so call it.
    if (event === "ready" && this.__shopReady) {
      setTimeout(function () {
        if (element.__shopReady && listenersOf(element, "ready").indexOf(wrapped) !== -1) wrapped(READY_EVENT);
      }, 0);
    }
    return this;
  };

  // Gap 1: off(event, handler) removes a handler added with on(); off(event) removes all.
  Element.prototype.off = function off(event, handler) {
    var handlers = listenersOf(this, event);
    this.listeners[event] = handler
      ? handlers.filter(function (candidate) {
          return candidate !== handler && candidate.__shopHandler !== handler;
        })
      : [];
    return this;
  };

  // Gap 4: fire `ready` asynchronously once the inputs are in the page, as Stripe does.
  var originalMount = Element.prototype.mount;
  Element.prototype.mount = function mount() {
    var element = this;
    var wasMounted = Boolean(this._domChildren && this._domChildren.length);
    var result = originalMount.apply(this, arguments);
    if (!wasMounted && this._domChildren && this._domChildren.length) {
      clearTimeout(this.__shopReadyTimer);
      this.__shopReady = false;
      this.__shopReadyTimer = setTimeout(function () {
        element.__shopReadyTimer = null;
        if (!element._inputs) return; // unmounted meanwhile
        element.__shopReady = true;
        listenersOf(element, "ready")
          .slice()
          .forEach(function (listener) {
            listener(READY_EVENT);
          });
      }, 0);
    }
    return result;
  };

  // Unmounting (and destroy(), which unmounts) cancels a pending `ready`.
  var originalUnmount = Element.prototype.unmount;
  Element.prototype.unmount = function unmount() {
    clearTimeout(this.__shopReadyTimer);
    this.__shopReadyTimer = null;
    this.__shopReady = false;
    return originalUnmount.apply(this, arguments);
  };

  // Gap 2: elements() objects get update(), a no-op (localstripe's card element has no
  // options to change). Stripe() is wrapped to add it to every elements() it makes.
  var localStripe = typeof Stripe === "function" ? Stripe : window.Stripe;
  if (typeof localStripe !== "function") {
    console.warn("localstripe compat: localstripe's Stripe() is not defined; elements().update() not added.");
    return;
  }
  window.Stripe = function StripeWithCompat() {
    var stripe = localStripe.apply(this, arguments);
    var createElements = stripe.elements;
    stripe.elements = function elements() {
      var group = createElements.apply(stripe, arguments);
      if (typeof group.update !== "function") {
        group.update = function update() {
          return group;
        };
      }
      return group;
    };
    return stripe;
  };
})();
