// inkd explorer: follows the event stream on a project page and adds each
// new version to the table without a reload. Text goes in with textContent
// only; links are built from checked parts (a decimal index, an ar:// id of
// base64url characters, a 0x transaction hash), never from HTML.
(function () {
  "use strict";
  var table = document.getElementById("versions");
  if (!table || table.dataset.live !== "on" || !window.EventSource) {
    return;
  }
  var project = table.dataset.project;
  var gateway = table.dataset.gateway;
  var txBase = table.dataset.txbase || "";
  var body = table.tBodies[0];
  var status = document.getElementById("live-status");
  var url = table.dataset.events + "?type=version_pushed&projectId=" + encodeURIComponent(project);
  var source = new EventSource(url);

  function cell(row, text, cls) {
    var td = document.createElement("td");
    if (cls) { td.className = cls; }
    if (text !== null) { td.textContent = text; }
    row.appendChild(td);
    return td;
  }

  function anchor(href, text, cls) {
    var a = document.createElement("a");
    a.setAttribute("href", href);
    a.textContent = text;
    if (cls) { a.className = cls; }
    return a;
  }

  function time(unix) {
    var d = new Date(Number(unix) * 1000);
    if (isNaN(d.getTime())) { return ""; }
    return d.toISOString().slice(0, 16).replace("T", " ") + " UTC";
  }

  // The event carries no changelog, digest or size: read them from the
  // JSON API's record of the version.
  function fillFromRecord(cells, index) {
    if (!window.fetch) { return; }
    fetch("/v1/projects/" + encodeURIComponent(project) + "/versions/" + index, { headers: { Accept: "application/json" } })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (v) {
        if (!v) { return; }
        if (typeof v.changelog === "string") { cells.changelog.textContent = v.changelog; }
        if (typeof v.sha256 === "string" && /^[0-9a-f]{64}$/.test(v.sha256)) {
          var d = document.createElement("div");
          d.className = "digest";
          d.textContent = "sha256 ";
          var h = document.createElement("span");
          h.className = "sha256";
          h.textContent = v.sha256;
          d.appendChild(h);
          cells.content.appendChild(d);
        }
        if (typeof v.contentSize === "string" && /^[0-9]+$/.test(v.contentSize)) {
          var s = document.createElement("div");
          s.className = "size";
          s.textContent = v.contentSize + " bytes";
          cells.content.appendChild(s);
        }
        if (!cells.tx.firstChild && typeof v.txHash === "string") { txInto(cells.tx, v.txHash); }
      })
      .catch(function () {});
  }

  // txInto shows a transaction hash, linked when the page knows a block
  // explorer.
  function txInto(td, hash) {
    if (!/^0x[0-9a-fA-F]{64}$/.test(hash) || /^0x0{64}$/.test(hash)) { return; }
    if (txBase) {
      var a = anchor(txBase + "/tx/" + hash, hash);
      a.rel = "noopener noreferrer nofollow";
      td.appendChild(a);
    } else {
      td.textContent = hash;
    }
  }

  function latestBadge() {
    var b = document.createElement("span");
    b.className = "latest";
    b.textContent = "latest";
    return b;
  }

  // markLatest moves the "latest" marker to row and says the install
  // commands above are for an older version.
  function markLatest(row, tag) {
    Array.prototype.forEach.call(body.querySelectorAll("tr.latest-row"), function (r) {
      r.classList.remove("latest-row");
      var b = r.querySelector(".latest");
      if (b) { b.remove(); }
    });
    row.classList.add("latest-row");
    var install = document.getElementById("install");
    if (install && !document.getElementById("install-stale")) {
      var old = install.querySelector(".latest");
      if (old) { old.remove(); }
      var p = document.createElement("p");
      p.id = "install-stale";
      p.className = "note";
      install.insertBefore(p, install.children[1] || null);
    }
    var stale = document.getElementById("install-stale");
    if (stale) { stale.textContent = "A newer version, " + (tag || "untagged") + ", has landed since: reload for its commands."; }
  }

  function rowOf(index) {
    return body.querySelector('tr[data-index="' + index + '"]');
  }

  function add(ev) {
    if (!/^[0-9]+$/.test(ev.versionIndex || "") || rowOf(ev.versionIndex)) {
      return;
    }
    var page = "/explore/projects/" + encodeURIComponent(project) + "/versions/" + ev.versionIndex;
    var row = document.createElement("tr");
    row.dataset.index = ev.versionIndex;
    row.className = "new";
    function labelled(text, cls, label) {
      var td = cell(row, text, cls);
      td.dataset.label = label;
      return td;
    }
    labelled(null, "num", "#").appendChild(anchor(page, ev.versionIndex));
    var tagCell = labelled(null, "tagcell", "Tag");
    tagCell.appendChild(anchor(page, ev.versionTag || "", "version"));
    tagCell.appendChild(document.createTextNode(" "));
    tagCell.appendChild(latestBadge());
    var content = labelled(null, "hash", "Content");
    var m = /^ar:\/\/([A-Za-z0-9_-]{1,64})$/.exec(ev.storageHash || "");
    if (m) {
      var a = anchor(gateway + "/" + m[1], ev.storageHash);
      a.rel = "noopener noreferrer nofollow";
      content.appendChild(a);
    } else {
      content.textContent = ev.storageHash || "";
    }
    var changelog = labelled("", "changelog", "Changelog");
    labelled(ev.pushedBy || "", "addr", "Pushed by");
    labelled(time(ev.timestamp), "time", "Pushed");
    var tx = labelled(null, "hash tx", "Transaction");
    if (typeof ev.txHash === "string") { txInto(tx, ev.txHash); }
    fillFromRecord({ changelog: changelog, content: content, tx: tx }, ev.versionIndex);
    var newest = body.querySelector("tr.latest-row");
    if (!newest || Number(ev.versionIndex) > Number(newest.dataset.index)) {
      markLatest(row, ev.versionTag);
    } else {
      tagCell.lastChild.remove();
    }
    body.insertBefore(row, body.firstChild);
    var empty = document.getElementById("no-versions");
    if (empty) { empty.remove(); }
    var count = document.getElementById("version-count");
    if (count) { count.textContent = String(Math.max(Number(count.textContent) || 0, Number(ev.versionIndex) + 1)); }
  }

  source.onopen = function () {
    document.body.dataset.live = "open";
    if (status) { status.hidden = false; status.textContent = "live"; }
  };
  source.onerror = function () {
    document.body.dataset.live = "reconnecting";
    if (status) { status.textContent = "reconnecting"; }
  };
  source.onmessage = function (msg) {
    var ev;
    try { ev = JSON.parse(msg.data); } catch (e) { return; }
    if (!ev || ev.type !== "version_pushed" || ev.projectId !== project) { return; }
    if (ev.removed) {
      var gone = rowOf(ev.versionIndex);
      if (gone) { gone.remove(); }
      return;
    }
    add(ev);
  };
}());
