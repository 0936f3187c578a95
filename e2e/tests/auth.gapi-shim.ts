// Offline stand-in for Google's gapi loader (https://apis.google.com/js/api.js).
//
// The Firebase JS SDK's signInWithPopup embeds a helper iframe (from the Auth emulator) and talks to
// it through gapi.iframes, which it downloads from apis.google.com; the emulator's helper iframe
// loads the same script. This machine is offline, so the Google sign-in e2e test serves this
// minimal gapi.iframes (postMessage between the page and the helper iframe) in its place. The
// Firebase SDK, the Auth emulator, its account chooser popup and the API's firebase-admin check
// are all the real ones; online, Google's own script is used.
export const GAPI_SHIM = String.raw`(function () {
  if (window.gapi && window.gapi.iframes) return;
  var SHIM = '__ironscoreGapiShim';
  var FILTER = function () { return true; };
  var channels = [];
  var seq = 0;
  function nextId() { seq += 1; return 'g' + seq + '-' + Math.random().toString(36).slice(2); }

  function Channel(getWindow) {
    this.getWindow = getWindow;
    this.handlers = {};
    this.queued = {};
    this.pending = {};
    this.pongs = [];
    channels.push(this);
  }
  Channel.prototype.post = function (message) {
    var w = this.getWindow();
    if (w) { message[SHIM] = 1; w.postMessage(message, '*'); }
  };
  Channel.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var queued = this.queued[type] || [];
    delete this.queued[type];
    for (var i = 0; i < queued.length; i++) this.deliver(queued[i]);
  };
  Channel.prototype.deliver = function (message) {
    var handler = this.handlers[message.type];
    if (!handler) { (this.queued[message.type] = this.queued[message.type] || []).push(message); return; }
    var self = this;
    Promise.resolve(handler(message.data)).then(function (result) {
      self.post({ kind: 'reply', id: message.id, responses: [result] });
    });
  };
  Channel.prototype.send = function (type, data, callback) {
    var id = nextId();
    if (callback) this.pending[id] = callback;
    this.post({ kind: 'send', id: id, type: type, data: data });
  };
  Channel.prototype.ping = function (callback) {
    var self = this;
    return new Promise(function (resolve) {
      var id = nextId();
      var done = false;
      self.pongs.push(function () {
        if (done) return;
        done = true;
        clearInterval(timer);
        if (callback) callback();
        resolve();
      });
      var timer = setInterval(function () { self.post({ kind: 'ping', id: id }); }, 100);
      self.post({ kind: 'ping', id: id });
    });
  };
  Channel.prototype.restyle = function () { return Promise.resolve(); };

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || message[SHIM] !== 1) return;
    if (message.kind === 'ping') {
      // the helper iframe answers pings of its parent
      event.source && event.source.postMessage({ __ironscoreGapiShim: 1, kind: 'pong', id: message.id }, '*');
      return;
    }
    for (var i = 0; i < channels.length; i++) {
      var channel = channels[i];
      if (channel.getWindow() !== event.source) continue;
      if (message.kind === 'pong') {
        var pongs = channel.pongs.splice(0);
        for (var j = 0; j < pongs.length; j++) pongs[j]();
      } else if (message.kind === 'send') {
        channel.deliver(message);
      } else if (message.kind === 'reply' && channel.pending[message.id]) {
        var callback = channel.pending[message.id];
        delete channel.pending[message.id];
        try { callback(message.responses); } catch (error) { /* gapi swallows callback errors */ }
      }
    }
  });

  var parentChannel = null;
  var context = {
    open: function (options, ready) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      for (var key in attributes) {
        if (key === 'style') { for (var s in attributes.style) frame.style[s] = attributes.style[s]; }
        else frame.setAttribute(key, attributes[key]);
      }
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      var channel = new Channel(function () { return frame.contentWindow; });
      return Promise.resolve(ready ? ready(channel) : channel);
    },
    getParentIframe: function () {
      if (!parentChannel) parentChannel = new Channel(function () { return window.parent; });
      return parentChannel;
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = { CROSS_ORIGIN_IFRAMES_FILTER: FILTER, Iframe: function () {}, getContext: function () { return context; } };
  window.gapi.load = function (name, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () { if (callback) callback(); }, 0);
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();`;
