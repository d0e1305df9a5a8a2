/*
 * The machine inspector's page script (served by http/routes/inspector-page.ts). Every data call goes to
 * the operator endpoints with the operator token as a Bearer header; the token lives in this tab's
 * sessionStorage only. The diagram is drawn here as SVG from the machine definition
 * (docs/machines/<kind>.json): states laid out in columns by distance from the initial state, compound
 * states as boxes around their children, the current state filled. Live updates are read from the
 * actor's SSE endpoint with fetch (EventSource cannot send an Authorization header).
 */
(() => {
  const API = '/api/admin/v1/inspector';
  const TOKEN_KEY = 'inspector.operatorToken';
  const SVG = 'http://www.w3.org/2000/svg';
  const $ = (id) => document.getElementById(id);

  const view = {
    actor: null,
    machine: null,
    history: null,
    /** Index into the actor's timeline of the entry shown, or null: the latest state, following live. */
    position: null,
    stream: null,
  };
  const machines = new Map();

  // ---- token and API -------------------------------------------------------------------------
  const token = () => sessionStorage.getItem(TOKEN_KEY) ?? '';

  class ApiError extends Error {
    constructor(status, body) {
      super(body?.error?.message ?? `HTTP ${status}`);
      this.status = status;
    }
  }

  async function api(path) {
    const res = await fetch(`${API}${path}`, { headers: { Authorization: `Bearer ${token()}` } });
    const body = await res.json().catch(() => null);
    if (!res.ok) throw new ApiError(res.status, body);
    return body;
  }

  function say(id, text, isError = false) {
    const el = $(id);
    el.textContent = text;
    el.classList.toggle('error', isError);
  }

  function failed(error) {
    say('find-status', error.status === 401 ? 'the operator token was refused: enter it above' : error.message, true);
  }

  // ---- machine diagram ------------------------------------------------------------------------
  const asList = (x) => (x === undefined ? [] : Array.isArray(x) ? x : [x]);

  function buildTree(config) {
    const root = { key: config.id, path: config.id, config, children: [], parent: null };
    const byPath = new Map([[root.path, root]]);
    const walk = (node) => {
      for (const [key, child] of Object.entries(node.config.states ?? {})) {
        const n = { key, path: `${node.path}.${key}`, config: child, children: [], parent: node };
        node.children.push(n);
        byPath.set(n.path, n);
        walk(n);
      }
    };
    walk(root);
    return { root, byPath };
  }

  function resolveTarget(tree, source, target) {
    if (target.startsWith('#')) return tree.byPath.get(target.slice(1));
    if (target.startsWith('.')) return tree.byPath.get(`${source.path}${target}`);
    return source.parent ? tree.byPath.get(`${source.parent.path}.${target}`) : undefined;
  }

  /** Every transition of every state but the root: {from, to, event, guard}. */
  function edgesOf(tree) {
    const edges = [];
    for (const node of tree.byPath.values()) {
      const on = Object.entries(node.config.on ?? {}).concat(node.config.always ? [['always', node.config.always]] : []);
      for (const [event, list] of on) {
        for (const t of asList(list)) {
          const transition = typeof t === 'string' ? { target: t } : t;
          for (const target of asList(transition.target)) {
            const to = resolveTarget(tree, node, target);
            if (to) edges.push({ from: node, to, event, guard: transition.guard });
          }
          if (transition.target === undefined) edges.push({ from: node, to: node, event, guard: transition.guard });
        }
      }
    }
    return edges;
  }

  const contains = (outer, inner) => {
    for (let n = inner; n; n = n.parent) if (n === outer) return true;
    return false;
  };

  const GAP_X = 70;
  const GAP_Y = 22;
  const PAD = 14;
  const HEADER = 22;

  /** Sizes every node bottom-up; children get positions relative to their parent's content box. */
  function layout(node, edges) {
    if (node.children.length === 0) {
      node.w = Math.max(92, node.key.length * 7 + 24);
      node.h = 32;
      return;
    }
    for (const child of node.children) layout(child, edges);
    const childOf = (n) => {
      let c = n;
      while (c && c.parent !== node) c = c.parent;
      return c;
    };
    const next = new Map(node.children.map((c) => [c, new Set()]));
    for (const e of edges) {
      const a = childOf(e.from);
      const b = childOf(e.to);
      if (a && b && a !== b) next.get(a).add(b);
    }
    const depth = new Map();
    const initial = node.children.find((c) => c.key === node.config.initial) ?? node.children[0];
    const queue = [initial];
    depth.set(initial, 0);
    while (queue.length) {
      const c = queue.shift();
      for (const n of next.get(c)) {
        if (!depth.has(n)) {
          depth.set(n, depth.get(c) + 1);
          queue.push(n);
        }
      }
    }
    const deepest = Math.max(...depth.values());
    for (const c of node.children) if (!depth.has(c)) depth.set(c, deepest + 1);
    const columns = [];
    for (const c of node.children) (columns[depth.get(c)] ??= []).push(c);
    const filled = columns.filter(Boolean);
    const heights = filled.map((col) => col.reduce((h, c) => h + c.h, 0) + GAP_Y * (col.length - 1));
    const tallest = Math.max(...heights);
    let x = PAD;
    filled.forEach((col, i) => {
      let y = HEADER + PAD + (tallest - heights[i]) / 2;
      const width = Math.max(...col.map((c) => c.w));
      for (const c of col) {
        c.rx = x + (width - c.w) / 2;
        c.ry = y;
        y += c.h + GAP_Y;
      }
      x += width + GAP_X;
    });
    node.w = x - GAP_X + PAD;
    node.h = HEADER + PAD * 2 + tallest;
  }

  function place(node, ax, ay) {
    node.x = ax;
    node.y = ay;
    for (const c of node.children) place(c, ax + c.rx, ay + c.ry);
  }

  const el = (name, attrs = {}, text) => {
    const e = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    if (text !== undefined) e.textContent = text;
    return e;
  };

  /** Where the segment from the box centre towards (tx, ty) leaves the box. */
  function border(n, tx, ty) {
    const cx = n.x + n.w / 2;
    const cy = n.y + n.h / 2;
    const dx = tx - cx;
    const dy = ty - cy;
    if (dx === 0 && dy === 0) return [cx, cy];
    const s = Math.min(Math.abs(n.w / 2 / (dx || 1e-9)), Math.abs(n.h / 2 / (dy || 1e-9)));
    return [cx + dx * s, cy + dy * s];
  }

  function drawNode(svg, node) {
    const g = el('g', { class: `state-node${node.children.length ? ' compound' : ''}${node.config.type === 'final' ? ' final' : ''}`, 'data-path': node.path });
    g.append(el('rect', { x: node.x, y: node.y, width: node.w, height: node.h, rx: 6 }));
    const label = node.children.length ? el('text', { x: node.x + 8, y: node.y + 15 }, node.key) : el('text', { x: node.x + node.w / 2, y: node.y + 20, 'text-anchor': 'middle' }, node.key);
    g.append(label);
    svg.append(g);
    for (const c of node.children) drawNode(svg, c);
  }

  function drawEdges(svg, edges) {
    const pairs = new Map();
    for (const e of edges) {
      if (e.from === e.to || e.from.parent === null || contains(e.from, e.to) || contains(e.to, e.from)) continue;
      const key = `${e.from.path}>${e.to.path}`;
      pairs.set(key, [...(pairs.get(key) ?? []), e]);
    }
    for (const list of pairs.values()) {
      const { from, to } = list[0];
      const [sx, sy] = border(from, to.x + to.w / 2, to.y + to.h / 2);
      const [tx, ty] = border(to, from.x + from.w / 2, from.y + from.h / 2);
      // A slight bend to the left of the direction: A->B and B->A stay apart.
      const len = Math.hypot(tx - sx, ty - sy) || 1;
      const mx = (sx + tx) / 2 + ((ty - sy) / len) * 14;
      const my = (sy + ty) / 2 - ((tx - sx) / len) * 14;
      const path = el('path', { class: 'edge', d: `M${sx},${sy} Q${mx},${my} ${tx},${ty}`, 'marker-end': 'url(#arrow)' });
      const names = list.map((e) => (e.guard ? `${e.event} [${typeof e.guard === 'string' ? e.guard : (e.guard.type ?? 'guard')}]` : e.event));
      path.append(el('title', {}, names.join('\n')));
      svg.append(path);
      const text = [...new Set(list.map((e) => e.event))].join(', ');
      svg.append(el('text', { class: 'edge-label', x: mx, y: my - 2, 'text-anchor': 'middle' }, text.length > 34 ? `${text.slice(0, 32)}…` : text));
    }
  }

  function drawMachine(config) {
    const tree = buildTree(config);
    const edges = edgesOf(tree);
    layout(tree.root, edges);
    place(tree.root, 0, -HEADER);
    const svg = el('svg', { width: tree.root.w, height: tree.root.h - HEADER, viewBox: `0 0 ${tree.root.w} ${tree.root.h - HEADER}`, role: 'img' });
    svg.append(el('title', {}, `${config.id} machine`));
    const defs = el('defs');
    const marker = el('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' });
    marker.append(el('path', { d: 'M0,0 L10,5 L0,10 z', fill: '#9aa3b5' }));
    defs.append(marker);
    svg.append(defs);
    for (const c of tree.root.children) drawNode(svg, c);
    drawEdges(svg, edges);
    const global = Object.keys(config.on ?? {});
    return { svg, global };
  }

  function showMachine(kind) {
    const config = machines.get(kind);
    const { svg, global } = drawMachine(config);
    $('diagram').replaceChildren(svg);
    $('global-transitions').textContent = global.length ? `In every state: ${global.join(', ')}` : '';
    view.machine = kind;
  }

  /** Fills the current state's node and outlines its ancestors (parallel regions: each leaf). */
  function highlight(diagramState) {
    const paths = diagramState ? diagramState.split(' + ') : [];
    const active = new Set();
    for (const p of paths) {
      const parts = p.split('.');
      for (let i = 2; i <= parts.length; i += 1) active.add(parts.slice(0, i).join('.'));
    }
    for (const g of $('diagram').querySelectorAll('.state-node')) {
      const path = g.getAttribute('data-path');
      g.classList.toggle('active', active.has(path));
      g.classList.toggle('current', paths.includes(path));
    }
  }

  // ---- the actor -------------------------------------------------------------------------------
  const isPast = () => view.position !== null && view.position < view.actor.timeline.length - 1;

  function shown() {
    const a = view.actor;
    if (!isPast()) return { state: a.state, diagramState: a.diagramState, context: a.context, index: a.timeline.length - 1 };
    const entry = a.timeline[view.position];
    const step = view.history?.steps.find((s) => s.seq === entry.seq);
    return { state: step?.state ?? '(deleted)', diagramState: step?.diagramState ?? '', context: step?.context ?? null, index: view.position };
  }

  /** How the history was recomputed: from the journaled events, or by the replay fallback for older entries. */
  function howRecomputed() {
    const h = view.history;
    if (!h || h.method === 'events') return 'its machine events folded through transition()';
    const replayed = `${h.replayedEntries} entries replayed: they predate recorded events`;
    return h.method === 'replay' ? replayed : `${replayed}, later ones folded from their events`;
  }

  function render() {
    const a = view.actor;
    const s = shown();
    $('title').textContent = `${a.kind} ${a.id}`;
    $('state').textContent = s.state;
    $('diagram-state').textContent = s.diagramState;
    $('meta').textContent = `${a.environment} · partner ${a.partnerId ?? '(platform)'} · ${a.machineVersion} · updated ${a.updatedAt}`;
    const entry = a.timeline[s.index];
    $('viewing').textContent = isPast()
      ? `Entry ${s.index + 1} of ${a.timeline.length}: #${entry.seq} ${entry.type}, recomputed from the journal (${howRecomputed()})`
      : `Latest: entry ${a.timeline.length} of ${a.timeline.length}${entry ? ` (#${entry.seq} ${entry.type})` : ''}, live`;
    $('viewing').classList.toggle('past', isPast());
    $('prev').disabled = s.index <= 0;
    $('next').disabled = !isPast();
    if (view.machine !== a.kind) showMachine(a.kind);
    highlight(s.diagramState);
    $('context').textContent = JSON.stringify(s.context, null, 2);
    renderTimeline(s.index);
    renderRelated();
  }

  function renderTimeline(selected) {
    const items = view.actor.timeline.map((e, i) => {
      const li = document.createElement('li');
      li.dataset.index = String(i);
      li.classList.toggle('selected', i === selected);
      const code = document.createElement('code');
      code.textContent = e.events.join(', ');
      li.append(`#${e.seq} ${e.type} · ${e.at} · `, code);
      li.addEventListener('click', () => goTo(i));
      return li;
    });
    $('timeline').replaceChildren(...items);
  }

  function renderRelated() {
    const items = view.actor.related.map((r) => {
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.textContent = `${r.kind} ${r.id}`;
      a.addEventListener('click', () => open(r.kind, r.id));
      li.append(a, ` · ${r.state} · ${r.relation}`);
      return li;
    });
    $('related').replaceChildren(...items);
  }

  async function ensureHistory() {
    if (view.history && view.history.journalSeq === view.actor.journalSeq) return;
    const { kind, id, journalSeq } = view.actor;
    const body = await api(`/actors/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/history`);
    view.history = { journalSeq, steps: body.steps, method: body.method, replayedEntries: body.replayedEntries };
  }

  async function goTo(index) {
    const last = view.actor.timeline.length - 1;
    const target = Math.max(0, Math.min(index, last));
    try {
      if (target < last) await ensureHistory();
      view.position = target < last ? target : null;
      render();
    } catch (error) {
      failed(error);
    }
  }

  // ---- live updates ----------------------------------------------------------------------------
  function onActor(actor) {
    const moved = view.actor && view.actor.journalSeq !== actor.journalSeq;
    view.actor = actor;
    render();
    if (moved) {
      const live = $('live-status');
      live.classList.add('flash');
      setTimeout(() => live.classList.remove('flash'), 1500);
    }
  }

  function handleBlock(block) {
    let event = 'message';
    const data = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (event === 'actor') onActor(JSON.parse(data.join('\n')));
    if (event === 'gone') say('live-status', 'deleted');
  }

  async function follow(kind, id) {
    view.stream?.abort();
    const controller = new AbortController();
    view.stream = controller;
    const live = $('live-status');
    try {
      const res = await fetch(`${API}/actors/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/stream`, {
        headers: { Authorization: `Bearer ${token()}`, Accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (!res.ok || !res.body) throw new ApiError(res.status, await res.json().catch(() => null));
      live.textContent = 'live';
      live.classList.add('on');
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        for (let cut = buffer.indexOf('\n\n'); cut >= 0; cut = buffer.indexOf('\n\n')) {
          handleBlock(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      failed(error);
    }
    if (view.stream === controller) {
      live.textContent = 'disconnected';
      live.classList.remove('on');
    }
  }

  // ---- navigation ------------------------------------------------------------------------------
  async function open(kind, id) {
    say('find-status', '');
    try {
      const actor = await api(`/actors/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`);
      if (!machines.has(kind)) machines.set(kind, await api(`/machines/${encodeURIComponent(kind)}`));
      view.actor = actor;
      view.history = null;
      view.position = null;
      view.machine = null;
      $('actor').hidden = false;
      $('found').replaceChildren();
      history.replaceState(null, '', `#${encodeURIComponent(kind)}/${encodeURIComponent(id)}`);
      render();
      follow(kind, id);
    } catch (error) {
      failed(error);
    }
  }

  async function find(kind, id) {
    if (kind) return open(kind, id);
    try {
      const { actors } = await api(`/find?id=${encodeURIComponent(id)}`);
      if (actors.length === 1) return open(actors[0].kind, actors[0].id);
      say('find-status', actors.length ? `${actors.length} actors have this id:` : 'no actor has this id');
      $('found').replaceChildren(
        ...actors.map((a) => {
          const li = document.createElement('li');
          const link = document.createElement('a');
          link.textContent = `${a.kind} ${a.id} (${a.state})`;
          link.addEventListener('click', () => open(a.kind, a.id));
          li.append(link);
          return li;
        }),
      );
    } catch (error) {
      failed(error);
    }
  }

  async function loadKinds() {
    const { machines: list } = await api('/machines');
    const select = $('kind');
    for (const m of list) {
      const option = document.createElement('option');
      option.value = m.kind;
      option.textContent = `${m.kind} (${m.version})`;
      select.append(option);
    }
  }

  async function exportMachine() {
    const kind = view.actor.kind;
    const blob = new Blob([JSON.stringify(machines.get(kind), null, 2)], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${kind}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  }

  async function start() {
    if (!token()) {
      say('token-status', 'enter the operator token');
      return;
    }
    say('token-status', 'token set for this tab');
    try {
      await loadKinds();
    } catch (error) {
      failed(error);
      return;
    }
    const hash = /^#([^/]+)\/(.+)$/.exec(location.hash);
    if (hash) open(decodeURIComponent(hash[1]), decodeURIComponent(hash[2]));
  }

  $('token-form').addEventListener('submit', (e) => {
    e.preventDefault();
    sessionStorage.setItem(TOKEN_KEY, $('token').value.trim());
    $('token').value = '';
    start();
  });
  $('forget').addEventListener('click', () => {
    sessionStorage.removeItem(TOKEN_KEY);
    view.stream?.abort();
    say('token-status', 'token forgotten');
  });
  $('find-form').addEventListener('submit', (e) => {
    e.preventDefault();
    find($('kind').value, $('actor-id').value.trim());
  });
  $('prev').addEventListener('click', () => goTo((view.position ?? view.actor.timeline.length - 1) - 1));
  $('next').addEventListener('click', () => goTo((view.position ?? view.actor.timeline.length - 1) + 1));
  $('latest').addEventListener('click', () => goTo(view.actor.timeline.length - 1));
  $('export').addEventListener('click', exportMachine);
  start();
})();
