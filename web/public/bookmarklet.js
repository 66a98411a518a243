/*
 * Corkboard bookmarklet (IMPL-032). Loaded by the "Save to Corkboard" bookmark from the
 * Corkboard origin into the page being visited: an overlay lists the page's images of at
 * least 120 px on each side (PIN-055, PIN-056) and its og:image; picking one opens
 * /pin/create/bookmarklet/ in a 750-wide popup (UI-004). Plain modern JavaScript, no dependencies,
 * nothing left behind: Escape, the close button or a pick removes the overlay.
 * The texts come from the bookmark itself (window.__corkboard.text), written by the
 * install page from the message catalogue.
 */
(() => {
  const MIN_SIDE = 120;
  const POPUP = { width: 750, height: 750 };
  const OVERLAY_ID = "corkboard-bookmarklet";
  const config = window.__corkboard || {};
  const script = document.currentScript;
  const origin = config.origin || (script?.src ? new URL(script.src).origin : "");
  const text = Object.assign(
    {
      title: "Choose an image to save",
      empty: "We couldn't find any images big enough to save on this page.",
      close: "Close",
      saveImage: "Save image {index} of {count}",
    },
    config.text || {},
  );

  function isHttp(url) {
    return /^https?:\/\//i.test(url);
  }

  function side(img, natural, attribute) {
    const value = img[natural] || 0;
    const declared = parseInt(img.getAttribute(attribute) || "", 10);
    return Math.max(value, Number.isFinite(declared) ? declared : 0);
  }

  /** The page's pinnable images: og:image first, then every <img> of at least 120 × 120, deduplicated. */
  function collectImages(doc) {
    const seen = {};
    const found = [];
    function add(url, alt) {
      if (!url || !isHttp(url) || seen[url]) return;
      seen[url] = true;
      found.push({ url: url, alt: alt || "" });
    }
    const og = doc.querySelector('meta[property="og:image"], meta[name="og:image"]');
    if (og) {
      try {
        add(new URL(og.getAttribute("content") || "", doc.baseURI).href, doc.title);
      } catch (_) {
        // An unreadable og:image is skipped.
      }
    }
    const images = doc.querySelectorAll("img");
    for (let i = 0; i < images.length; i++) {
      const img = images[i];
      if (
        side(img, "naturalWidth", "width") >= MIN_SIDE &&
        side(img, "naturalHeight", "height") >= MIN_SIDE
      ) {
        add(img.currentSrc || img.src, img.alt);
      }
    }
    return found;
  }

  function guid() {
    const bytes = new Uint8Array(8);
    if (window.crypto?.getRandomValues) window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  /** The popup address for one image (IMPL-032). */
  function createUrl(image) {
    const params = new URLSearchParams({
      url: location.href,
      media: image.url,
      description: image.alt || document.title || "",
      guid: guid(),
    });
    return `${origin}/pin/create/bookmarklet/?${params.toString()}`;
  }

  function openPopup(image) {
    const left = Math.max(0, Math.round((screen.width - POPUP.width) / 2));
    const top = Math.max(0, Math.round((screen.height - POPUP.height) / 2));
    window.open(
      createUrl(image),
      "corkboard_save",
      "width=" +
        POPUP.width +
        ",height=" +
        POPUP.height +
        ",left=" +
        left +
        ",top=" +
        top +
        ",resizable=yes,scrollbars=yes",
    );
  }

  function css(element, rules) {
    for (const key in rules) element.style.setProperty(key, rules[key], "important");
    return element;
  }

  function close() {
    const overlay = document.getElementById(OVERLAY_ID);
    if (overlay) overlay.remove();
    document.removeEventListener("keydown", onKey, true);
    previousFocus?.focus?.();
  }

  function focusables() {
    const overlay = document.getElementById(OVERLAY_ID);
    return overlay ? Array.prototype.slice.call(overlay.querySelectorAll("button")) : [];
  }

  function onKey(event) {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "Tab") {
      // Focus stays inside the overlay, as in a modal dialog.
      const items = focusables();
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  let previousFocus = null;

  function show() {
    if (document.getElementById(OVERLAY_ID)) {
      close();
      return;
    }
    previousFocus = document.activeElement;
    const images = collectImages(document);
    const overlay = css(document.createElement("div"), {
      position: "fixed",
      inset: "0",
      "z-index": "2147483647",
      background: "rgba(255,255,255,0.97)",
      overflow: "auto",
      font: "16px/1.4 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      color: "#111",
      padding: "24px",
      "box-sizing": "border-box",
      "text-align": "left",
    });
    overlay.id = OVERLAY_ID;
    overlay.setAttribute("role", "dialog");
    overlay.setAttribute("aria-modal", "true");
    overlay.setAttribute("aria-labelledby", `${OVERLAY_ID}-title`);

    const header = css(document.createElement("div"), {
      display: "flex",
      "align-items": "center",
      "justify-content": "space-between",
      "margin-bottom": "16px",
    });
    const title = css(document.createElement("h2"), {
      margin: "0",
      "font-size": "20px",
      "font-weight": "600",
    });
    title.id = `${OVERLAY_ID}-title`;
    title.textContent = text.title;
    const closeButton = css(document.createElement("button"), {
      border: "0",
      "border-radius": "999px",
      padding: "8px 16px",
      background: "#e9e9e9",
      color: "#111",
      cursor: "pointer",
      font: "inherit",
      "font-weight": "600",
    });
    closeButton.type = "button";
    closeButton.textContent = text.close;
    closeButton.addEventListener("click", close);
    header.append(title, closeButton);
    overlay.append(header);

    if (images.length === 0) {
      const empty = document.createElement("p");
      empty.setAttribute("role", "status");
      empty.textContent = text.empty;
      overlay.append(empty);
    } else {
      const list = css(document.createElement("ul"), {
        display: "grid",
        "grid-template-columns": "repeat(auto-fill, minmax(180px, 1fr))",
        gap: "16px",
        margin: "0",
        padding: "0",
        "list-style": "none",
      });
      images.forEach((image, index) => {
        const item = document.createElement("li");
        const button = css(document.createElement("button"), {
          display: "block",
          width: "100%",
          padding: "0",
          border: "2px solid transparent",
          "border-radius": "16px",
          overflow: "hidden",
          background: "#efefef",
          cursor: "pointer",
        });
        button.type = "button";
        button.setAttribute(
          "aria-label",
          text.saveImage.replace("{index}", String(index + 1)).replace("{count}", String(images.length)),
        );
        button.dataset.media = image.url;
        const img = css(document.createElement("img"), { display: "block", width: "100%", height: "auto" });
        img.src = image.url;
        img.alt = "";
        button.append(img);
        button.addEventListener("click", () => {
          openPopup(image);
          close();
        });
        item.append(button);
        list.append(item);
      });
      overlay.append(list);
    }
    document.body.append(overlay);
    document.addEventListener("keydown", onKey, true);
    (focusables()[1] || closeButton).focus();
  }

  config.collectImages = collectImages;
  config.createUrl = createUrl;
  window.__corkboard = config;
  show();
})();
