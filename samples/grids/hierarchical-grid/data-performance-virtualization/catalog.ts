// A pretend record label's catalogue, built piece by piece: the artists list is cheap to make for 100,000 rows,
// and the albums or songs of one row are made only when that row is expanded (seeded by its id, so the same
// row always gets the same children).
import { seededRandom } from "../../../_shared/random";

export interface ArtistRow {
  id: number;
  artist: string;
  country: string;
  genre: string;
  debutYear: number;
  albumCount: number;
  monthlyListeners: number;
}

export interface AlbumRow {
  id: string;
  title: string;
  released: Date;
  label: string;
  tracks: number;
  unitsSold: number;
}

export interface SongRow {
  id: string;
  number: number;
  title: string;
  /** Length in seconds. */
  duration: number;
  streams: number;
}

const firstNames = ["Ada", "Bruno", "Chiara", "Dmitri", "Elif", "Farah", "Goran", "Hana", "Ivo", "Juno", "Kwame", "Lena", "Mateo", "Nia", "Oskar", "Priya"];
const lastNames = ["Arden", "Brandt", "Castell", "Dlamini", "Eriksen", "Fonseca", "Greco", "Haddad", "Ilves", "Jovanović", "Kato", "Laine", "Moreau", "Novak"];
const countries = ["Argentina", "Canada", "Estonia", "Ghana", "Greece", "Japan", "Morocco", "Norway", "Portugal", "South Korea", "Turkey", "Wales"];
const genres = ["Pop", "Jazz", "Folk", "Electronic", "Soul", "Rock", "Hip Hop", "Ambient"];
const labels = ["Lowland Tapes", "Quarry Sound", "Brightwater", "Kestrel Records", "Fieldnote"];
const words = ["Amber", "Static", "Orchard", "Paper", "Harbour", "Neon", "Winter", "Lantern", "Meridian", "Velvet", "Quiet", "Signal", "Echo", "Tidal"];
const nouns = ["Rooms", "Lines", "Maps", "Fires", "Waves", "Gardens", "Letters", "Bridges", "Hours", "Stations"];

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

export function makeArtistRows(count: number): ArtistRow[] {
  const rand = seededRandom(count);
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    artist: `${pick(rand, firstNames)} ${pick(rand, lastNames)}`,
    country: pick(rand, countries),
    genre: pick(rand, genres),
    debutYear: 1970 + Math.floor(rand() * 55),
    albumCount: 2 + Math.floor(rand() * 6),
    monthlyListeners: Math.round(rand() * rand() * 30_000_000),
  }));
}

export function albumsOf(artist: ArtistRow): AlbumRow[] {
  const rand = seededRandom(artist.id * 7919);
  return Array.from({ length: artist.albumCount }, (_, a) => ({
    id: `${artist.id}-${a + 1}`,
    title: `${pick(rand, words)} ${pick(rand, nouns)}`,
    released: new Date(Math.min(2025, artist.debutYear + a * 3), Math.floor(rand() * 12), 1 + Math.floor(rand() * 28)),
    label: pick(rand, labels),
    tracks: 6 + Math.floor(rand() * 8),
    unitsSold: Math.round(rand() * 2_000_000),
  }));
}

export function songsOf(album: AlbumRow): SongRow[] {
  const rand = seededRandom(album.tracks * 104729 + album.unitsSold);
  return Array.from({ length: album.tracks }, (_, s) => ({
    id: `${album.id}-${s + 1}`,
    number: s + 1,
    title: `${pick(rand, words)} ${pick(rand, ["", "Again", "Song", "at Night", "(Live)"])}`.trim(),
    duration: 140 + Math.floor(rand() * 200),
    streams: Math.round(rand() * rand() * 90_000_000),
  }));
}

export const formatDuration = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
