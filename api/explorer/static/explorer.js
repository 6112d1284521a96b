// inkd explorer: follows the event stream on a project page and adds each
// new version to the table without a reload. Text goes in with textContent
// only; links are built from checked parts (a decimal index, an ar:// id of
// base64url characters), never from HTML.
(function () {
  "use strict";
  var table = document.getElementById("versions");
  if (!table || table.dataset.live !== "on" || !window.EventSource) {
    return;
  }
  var project = table.dataset.project;
  var gateway = table.dataset.gateway;
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

  // The event carries no changelog: read it from the JSON API.
  function fillChangelog(td, index) {
    if (!window.fetch) { return; }
    fetch("/v1/projects/" + encodeURIComponent(project) + "/versions/" + index, { headers: { Accept: "application/json" } })
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (v) { if (v && typeof v.changelog === "string") { td.textContent = v.changelog; } })
      .catch(function () {});
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
    cell(row, null, "num").appendChild(anchor(page, ev.versionIndex));
    cell(row, null).appendChild(anchor(page, ev.versionTag || "", "version"));
    var content = cell(row, null, "hash");
    var m = /^ar:\/\/([A-Za-z0-9_-]{1,64})$/.exec(ev.storageHash || "");
    if (m) {
      var a = anchor(gateway + "/" + m[1], ev.storageHash);
      a.rel = "noopener noreferrer nofollow";
      content.appendChild(a);
    } else {
      content.textContent = ev.storageHash || "";
    }
    var changelog = cell(row, "", "changelog");
    fillChangelog(changelog, ev.versionIndex);
    cell(row, ev.pushedBy || "", "addr");
    cell(row, time(ev.timestamp), "time");
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
