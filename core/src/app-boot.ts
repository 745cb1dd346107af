/**
 * The app's code starts loading once the page's content is on screen. A server-rendered page
 * reads in full without it (issue 22), so on slow mobile data the style sheet and the first
 * photos get the connection to themselves and the ~150 KiB of code follow. The build puts the
 * entry's `<script type="module">` and `<link rel="modulepreload">` into an inert
 * `<template data-app-code>` (web/vite.config.ts); a page adds its own chunks' addresses in a
 * template's `data-app-preloads` (app/page-head/PageHead.tsx). This script puts them into the
 * document:
 * - after the first contentful paint (Paint Timing), once the document is parsed (the app
 *   hydrates the whole #root);
 * - at once when there is nothing to paint first: the service worker's offline copy, whose
 *   #root is empty and which the app draws, or a browser without Paint Timing;
 * - at the latest three seconds after the document is parsed, should no paint be reported
 *   (a tab opened in the background paints when it is shown).
 * Inline, so it costs no request; the server's Content-Security-Policy allows exactly this text
 * by its hash (server/src/platform/inline-script-hash.ts).
 */
export const APP_CODE_ATTRIBUTE = 'data-app-code';
export const APP_PRELOADS_ATTRIBUTE = 'data-app-preloads';
export const APP_CODE_DELAY_CAP_MS = 3000;

export const APP_BOOT_SCRIPT = `(function(d){var painted=false,started=false;function preload(h){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)}function start(){if(started||!painted||d.readyState==="loading")return;started=true;d.querySelectorAll("template[${APP_CODE_ATTRIBUTE}]").forEach(function(t){(t.getAttribute("${APP_PRELOADS_ATTRIBUTE}")||"").split(" ").forEach(function(h){if(h)preload(h)});d.head.appendChild(d.importNode(t.content,true))})}function paint(){painted=true;start()}try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();paint()}});o.observe({type:"paint",buffered:true})}catch(e){painted=true}d.addEventListener("DOMContentLoaded",function(){var r=d.getElementById("root");if(!r||!r.firstElementChild)painted=true;start();setTimeout(paint,${APP_CODE_DELAY_CAP_MS})})})(document)`;
