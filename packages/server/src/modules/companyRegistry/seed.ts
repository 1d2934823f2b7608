import { companySearchKey } from '@signoff/contract/companies';
import { companyRegistry } from '../../db/schema/companyRegistry.ts';
import type { TAreaSeed } from '../../seed/types.ts';

const BE_CITIES = [
  'Antwerpen',
  'Gent',
  'Brussel',
  'Bruxelles',
  'Liège',
  'Leuven',
  'Namur',
  'Brugge',
  'Mechelen',
  'Hasselt',
  'Charleroi',
  'Kortrijk',
  'Mons',
  'Aalst',
  'Genk',
  'Wavre',
  'Ieper',
  'Sint-Niklaas',
];
const NL_CITIES = [
  'Amsterdam',
  'Rotterdam',
  'Utrecht',
  'Eindhoven',
  'Den Haag',
  'Groningen',
  'Maastricht',
  'Tilburg',
  'Breda',
  'Nijmegen',
  'Arnhem',
  'Zwolle',
  'Leiden',
  'Haarlem',
  'Delft',
  "'s-Hertogenbosch",
];
const FAMILY = [
  'Janssens',
  'Peeters',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Dubois',
  'Lambert',
  'Dupont',
  'Lemaire',
  'Van den Broeck',
  'Verhoeven',
  'De Vries',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'De Boer',
  'Mulder',
  'De Groot',
  'Bos',
  'Vos',
  'Hendriks',
  'Van Dijk',
  'Lefèvre',
  'Gérard',
  'Noël',
  'Hélin',
  'Van Acker',
  'Desmet',
  'Vermeulen',
  'Pauwels',
  'Renard',
  'François',
];
const BE_TRADES = [
  'Bouwwerken',
  'Schrijnwerkerij',
  'Transport',
  'Logistiek',
  'Elektriciteit',
  'Brouwerij',
  'Bakkerij',
  'Accountancy',
  'Architecten',
  'Garage',
  'Tuinaanleg',
  'Dakwerken',
  'Vastgoed',
  'Consultancy',
  'Drukkerij',
  'Verzekeringen',
];
const FR_TRADES = [
  'Société Générale de Construction',
  'Boulangerie',
  'Électricité',
  'Brasserie',
  'Menuiserie',
  'Fiduciaire',
  'Transports',
  'Imprimerie',
  'Pâtisserie',
  'Établissements',
  'Génie Civil',
  'Ingénierie',
];
const NL_TRADES = [
  'Installatietechniek',
  'Bouwbedrijf',
  'Transport',
  'Adviesgroep',
  'Software',
  'Techniek',
  'Handelsonderneming',
  'Groothandel',
  'Makelaardij',
  'Detailhandel',
  'Zorggroep',
  'Energie',
];
const INVENTED = [
  'Arvato',
  'Brightlane',
  'Cobalt',
  'Delta Lloyd',
  'Ecotrans',
  'Flandria',
  'Groenveld',
  'Horizon',
  'Innova',
  'Juniper',
  'Kempen',
  'Lumina',
  'Mosa',
  'Nordwind',
  'Orion',
  'Polder',
  'Quadrant',
  'Rivierland',
  'Scheldt',
  'Tulip',
  'Unitas',
  'Veluwe',
  'Waasland',
  'Zeeland',
  'Ardenne',
  'Ébène',
  'Öresund',
  'Côte',
];
const SUFFIXES = ['Solutions', 'Group', 'Partners', 'Services', 'Industries', 'Holding', 'Systems', 'Labs'];

/** A small deterministic generator (a linear congruential one): the same registry on every seed, no network. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
  // The high bits: an LCG's low bits repeat with a short period.
  const high = () => Math.floor(next() / 65_536);
  return {
    pick: <T>(list: readonly T[]): T => list[high() % list.length]!,
    digits: (n: number) => `${String(high() % 100_000).padStart(5, '0')}${String(high() % 100_000).padStart(5, '0')}`.slice(-n),
  };
}

/** A Belgian enterprise number 0xxx.xxx.xxx whose last two digits are 97 minus the first eight modulo 97, as real ones are. */
function belgianNumber(eight: string): string {
  const body = `0${eight.slice(1)}`;
  const check = String(97 - (Number(body) % 97)).padStart(2, '0');
  const all = body + check;
  return `${all.slice(0, 4)}.${all.slice(4, 7)}.${all.slice(7)}`;
}

/** About four hundred Belgian and Dutch companies with their register numbers and cities, made up but plausible. */
export function demoRegistry(count = 400): { name: string; registrationNumber: string; country: string; city: string }[] {
  const g = generator(20_240_601);
  const names = new Set<string>();
  const out: { name: string; registrationNumber: string; country: string; city: string }[] = [];
  for (let i = 0; out.length < count && i < count * 20; i++) {
    const belgian = i % 3 !== 2;
    let name: string;
    switch (i % 6) {
      case 0:
        name = `${g.pick(BE_TRADES)} ${g.pick(FAMILY)} ${g.pick(['NV', 'BV', 'CommV', 'VOF'])}`;
        break;
      case 1:
        name = `${g.pick(FR_TRADES)} ${g.pick(FAMILY)} ${g.pick(['SA', 'SRL', 'SC', 'SNC'])}`;
        break;
      case 2:
        name = `${g.pick(FAMILY)} ${g.pick(NL_TRADES)} B.V.`;
        break;
      case 3:
        name = `${g.pick(INVENTED)} ${g.pick(SUFFIXES)} ${g.pick(['NV', 'SA', 'BV'])}`;
        break;
      case 4:
        name = `${g.pick(FAMILY)} & ${g.pick(FAMILY)} ${g.pick(['BV', 'SRL'])}`;
        break;
      default:
        name = `${g.pick(INVENTED)} ${g.pick(NL_TRADES)} N.V.`;
    }
    if (names.has(name)) continue;
    names.add(name);
    out.push({
      name,
      registrationNumber: belgian ? belgianNumber(g.digits(8)) : g.digits(8),
      country: belgian ? 'BE' : 'NL',
      city: g.pick(belgian ? BE_CITIES : NL_CITIES),
    });
  }
  return out;
}

/** The registry is shared by every tenant: seeded once with the demo companies, whoever they are. */
export const seedCompanyRegistry: TAreaSeed = async (tx) => {
  const rows = demoRegistry();
  const seen = new Set<string>();
  const unique = rows.filter((r) => {
    const key = `${r.country}:${r.registrationNumber}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await tx.insert(companyRegistry).values(unique.map((r) => ({ ...r, searchName: companySearchKey(r.name) })));
};
