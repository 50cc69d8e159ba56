// Seeded music catalogue for the hierarchical grid samples: artists → albums → songs, and artists → tours.
// Every load produces the same rows.
import { seededRandom } from "../../../_shared/random";

export interface Song {
  id: string;
  number: number;
  title: string;
  /** Length in seconds. */
  duration: number;
  streams: number;
  released: Date;
  explicit: boolean;
}

export interface Album {
  id: string;
  title: string;
  releaseDate: Date;
  label: string;
  genre: string;
  tracks: number;
  launchPrice: number;
  /** Best position on the Billboard 200 chart. */
  chartPeak: number;
  unitsSold: number;
  songs: Song[];
}

export interface Tour {
  id: string;
  tour: string;
  startedOn: Date;
  location: string;
  shows: number;
  ticketsSold: number;
  revenue: number;
  headliner: boolean;
}

export interface Artist {
  id: number;
  artist: string;
  country: string;
  genre: string;
  debutYear: number;
  grammyNominations: number;
  grammyAwards: number;
  hasGrammyWin: boolean;
  monthlyListeners: number;
  albums: Album[];
  tours: Tour[];
}

const artistNames: [string, string, string][] = [
  ["Naomí Yepes", "Spain", "Pop"],
  ["Babila Ebwélé", "Cameroon", "Afrobeat"],
  ["Ahmad Nazeri", "Iran", "Electronic"],
  ["Kimmy McIlmorie", "Ireland", "Folk"],
  ["Mar Rueda", "Mexico", "Latin"],
  ["Izabella Tabakova", "Bulgaria", "Jazz"],
  ["Nguyen Anh", "Vietnam", "Indie"],
  ["Eliana Vossberg", "Germany", "Rock"],
  ["Theo Lindqvist", "Sweden", "Pop"],
  ["Amara Okafor", "Nigeria", "R&B"],
  ["Jonah Whitfield", "USA", "Country"],
  ["Leilani Kahale", "USA", "Soul"],
  ["Rafael Duarte", "Brazil", "Bossa Nova"],
  ["Ines Marchetti", "Italy", "Classical"],
  ["The Paper Kites", "Australia", "Indie"],
  ["Hollow Coast", "Canada", "Rock"],
  ["Saffron Vale", "UK", "Electronic"],
  ["Kenji Arakawa", "Japan", "Jazz"],
];

const labels = ["Blue Harbor", "Northline Records", "Sundial Music", "Ivory Tower", "Copperleaf", "Midnight Reel"];
const albumWords = ["Echoes", "Paper", "Midnight", "Silver", "Golden", "Lanterns", "Tides", "Wildfire", "Velvet", "Northern", "Glass", "Harbor", "Summer", "Static", "Gravity", "Orchard"];
const albumNouns = ["Skies", "Hearts", "Roads", "Letters", "Rooms", "Lights", "Rivers", "Dreams", "Cities", "Stories", "Signals", "Seasons"];
const songWords = ["Run", "Fade", "Hold On", "Blue", "Falling", "Home", "Ghosts", "Carousel", "Gold", "Slow Down", "Borderline", "Kite", "Shiver", "Neon", "Satellite", "Tonight", "Undertow", "Wander"];
const songTails = ["", " Again", " (Reprise)", " Away", " in the Dark", " Forever", " Tonight", " Song"];
const cities = ["London", "Berlin", "New York", "Tokyo", "Madrid", "Toronto", "Sydney", "Paris", "Lisbon", "Chicago", "Seoul", "Mexico City"];
const tourNames = ["World Tour", "Arena Tour", "Acoustic Nights", "Summer Stages", "Festival Run", "Homecoming"];

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
const day = (year: number, rand: () => number) => new Date(year, Math.floor(rand() * 12), 1 + Math.floor(rand() * 28));

/** Builds `count` artists (names repeat with a number after the first 18) with their albums, songs and tours. */
export function makeArtists(count = artistNames.length, seed = 7): Artist[] {
  const rand = seededRandom(seed);
  const artists: Artist[] = [];
  for (let i = 0; i < count; i++) {
    const [baseName, country, genre] = artistNames[i % artistNames.length] as [string, string, string];
    const artist = i < artistNames.length ? baseName : `${baseName} ${Math.floor(i / artistNames.length) + 1}`;
    const debutYear = 1985 + Math.floor(rand() * 30);
    const nominations = Math.floor(rand() * 18);
    const awards = Math.floor(rand() * Math.min(nominations, 8) * 0.7);
    const albums: Album[] = [];
    const albumCount = 2 + Math.floor(rand() * 4);
    for (let a = 0; a < albumCount; a++) {
      const year = Math.min(2025, debutYear + a * (2 + Math.floor(rand() * 4)));
      const releaseDate = day(year, rand);
      const tracks = 6 + Math.floor(rand() * 7);
      const songs: Song[] = [];
      for (let s = 0; s < tracks; s++) {
        songs.push({
          id: `${i + 1}-${a + 1}-${s + 1}`,
          number: s + 1,
          title: pick(rand, songWords) + pick(rand, songTails),
          duration: 150 + Math.floor(rand() * 180),
          streams: Math.round(rand() * rand() * 400_000_000),
          released: releaseDate,
          explicit: rand() < 0.15,
        });
      }
      albums.push({
        id: `${i + 1}-${a + 1}`,
        title: `${pick(rand, albumWords)} ${pick(rand, albumNouns)}`,
        releaseDate,
        label: pick(rand, labels),
        genre,
        tracks,
        launchPrice: Math.round((9 + rand() * 12) * 100) / 100,
        chartPeak: 1 + Math.floor(rand() * rand() * 120),
        unitsSold: Math.round(20_000 + rand() * rand() * 3_000_000),
        songs,
      });
    }
    const tours: Tour[] = [];
    const tourCount = 1 + Math.floor(rand() * 3);
    for (let t = 0; t < tourCount; t++) {
      const shows = 8 + Math.floor(rand() * 60);
      const ticketsSold = shows * Math.round(3000 + rand() * 15000);
      tours.push({
        id: `${i + 1}-t${t + 1}`,
        tour: `${pick(rand, tourNames)} ${2015 + t * 3 + Math.floor(rand() * 3)}`,
        startedOn: day(2015 + t * 3, rand),
        location: pick(rand, cities),
        shows,
        ticketsSold,
        revenue: Math.round(ticketsSold * (45 + rand() * 90)),
        headliner: rand() < 0.7,
      });
    }
    artists.push({
      id: i + 1,
      artist,
      country,
      genre,
      debutYear,
      grammyNominations: nominations,
      grammyAwards: awards,
      hasGrammyWin: awards > 0,
      monthlyListeners: Math.round(200_000 + rand() * rand() * 60_000_000),
      albums,
      tours,
    });
  }
  return artists;
}

/** The standard catalogue of 18 artists. Samples that edit it should copy it first (see `cloneArtists`). */
export const artists: Artist[] = makeArtists();

/** A deep copy, for samples that change the data. */
export function cloneArtists(): Artist[] {
  return makeArtists();
}

/** Formats a number of seconds as m:ss. */
export function formatDuration(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
