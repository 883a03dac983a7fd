/**
 * Invented demo athletes: first and last names by nationality (IOC codes), combined at random.
 * Surnames of well-known action-sports athletes are left out on purpose, so no demo athlete
 * is mistaken for a real person.
 */
export interface NamePool {
  readonly ioc: string;
  readonly men: readonly string[];
  readonly women: readonly string[];
  readonly last: readonly string[];
}

export const NAME_POOLS: Readonly<Record<string, NamePool>> = {
  USA: {
    ioc: 'USA',
    men: ['Tanner', 'Brody', 'Colton', 'Jace', 'Wyatt', 'Reese', 'Dakota', 'Hayden'],
    women: ['Kenzie', 'Harper', 'Sloane', 'Maddie', 'Juniper', 'Aspen', 'Rowan', 'Tessa'],
    last: ['Calloway', 'Whitfield', 'Kessler', 'Dunmore', 'Hollis', 'Prescott', 'Lindell', 'Marsh'],
  },
  CAN: {
    ioc: 'CAN',
    men: ['Liam', 'Nolan', 'Tristan', 'Cole', 'Ethan', 'Jesse'],
    women: ['Brooke', 'Maya', 'Avery', 'Kaia', 'Chloé', 'Sienna'],
    last: ['Tremblay', 'Gauthier', 'Lachance', 'McAllister', 'Bouchard', 'Ostrowski', 'Pelletier'],
  },
  AUS: {
    ioc: 'AUS',
    men: ['Jye', 'Koby', 'Lachie', 'Rhys', 'Mitchell', 'Beau'],
    women: ['Tahlia', 'Indi', 'Matilda', 'Sage', 'Ellie', 'Keira'],
    last: ['Kerrigan', 'Hartnell', 'Treloar', 'Coombes', 'Pascoe', 'Fairweather', 'Lowther'],
  },
  NZL: {
    ioc: 'NZL',
    men: ['Nikau', 'Ari', 'Finn', 'Tane'],
    women: ['Mere', 'Anika', 'Piper', 'Ruby'],
    last: ['Hemara', 'Kingi', 'Ashby', 'Rangitane', 'Dobbie', 'Macrae'],
  },
  GBR: {
    ioc: 'GBR',
    men: ['Alfie', 'Callum', 'Rory', 'Harvey', 'Ewan'],
    women: ['Isla', 'Freya', 'Poppy', 'Imogen', 'Niamh'],
    last: ['Pemberton', 'Ashworth', 'Farrow', 'Kilbride', 'Thwaite', 'Haddon', 'Rusk'],
  },
  FRA: {
    ioc: 'FRA',
    men: ['Mathis', 'Théo', 'Bastien', 'Loïc', 'Clément', 'Enzo'],
    women: ['Manon', 'Léa', 'Camille', 'Inès', 'Maëlle', 'Elsa'],
    last: ['Vasseur', 'Lacombe', 'Rouvier', 'Delorme', 'Giraud', 'Peyrac', 'Chabert'],
  },
  GER: {
    ioc: 'GER',
    men: ['Jonas', 'Lukas', 'Moritz', 'Felix', 'Jannik'],
    women: ['Lena', 'Mia', 'Emilia', 'Hanna', 'Frieda'],
    last: ['Brenner', 'Kohlhaas', 'Vogt', 'Seidel', 'Albrecht', 'Reuter'],
  },
  SUI: {
    ioc: 'SUI',
    men: ['Noah', 'Nico', 'Gian', 'Luca', 'Jonah'],
    women: ['Lea', 'Ladina', 'Selina', 'Noemi', 'Alina'],
    last: ['Caduff', 'Zumstein', 'Baumli', 'Planta', 'Tschudi', 'Egli'],
  },
  AUT: {
    ioc: 'AUT',
    men: ['Florian', 'Maximilian', 'Elias', 'Valentin'],
    women: ['Magdalena', 'Theresa', 'Valentina', 'Marlene'],
    last: ['Pichler', 'Hofer', 'Steinwender', 'Moosbrugger', 'Eder'],
  },
  NOR: {
    ioc: 'NOR',
    men: ['Sindre', 'Eirik', 'Magnus', 'Torgeir', 'Henrik'],
    women: ['Ingrid', 'Synne', 'Ragnhild', 'Tuva', 'Marte'],
    last: ['Fjellheim', 'Haugland', 'Nygaard', 'Bratland', 'Vik'],
  },
  SWE: {
    ioc: 'SWE',
    men: ['Linus', 'Oskar', 'Viggo', 'Elton'],
    women: ['Elvira', 'Saga', 'Tilde', 'Moa'],
    last: ['Bergqvist', 'Sandahl', 'Ekwall', 'Norrby'],
  },
  FIN: {
    ioc: 'FIN',
    men: ['Eetu', 'Aleksi', 'Joonas'],
    women: ['Aino', 'Venla', 'Iida'],
    last: ['Heikkilä', 'Rautio', 'Kivelä', 'Salminen'],
  },
  JPN: {
    ioc: 'JPN',
    men: ['Haruto', 'Sota', 'Ren', 'Yuma', 'Kaito', 'Riku'],
    women: ['Hina', 'Yui', 'Mio', 'Sakura', 'Rin', 'Koharu'],
    last: ['Takeda', 'Ishikawa', 'Fujii', 'Okabe', 'Morita', 'Shimizu', 'Kaneko'],
  },
  BRA: {
    ioc: 'BRA',
    men: ['Thiago', 'Davi', 'Caio', 'Rafael', 'Matheus'],
    women: ['Luana', 'Bia', 'Yasmin', 'Tainá', 'Lívia'],
    last: ['Albuquerque', 'Cardoso', 'Nogueira', 'Barreto', 'Monteiro', 'Teixeira'],
  },
  ESP: {
    ioc: 'ESP',
    men: ['Pau', 'Iker', 'Unai', 'Aitor'],
    women: ['Nerea', 'Ainhoa', 'Lucía', 'Irene'],
    last: ['Etxeberria', 'Lozano', 'Quintana', 'Sarasola', 'Ibarra'],
  },
  ITA: {
    ioc: 'ITA',
    men: ['Matteo', 'Tommaso', 'Lorenzo', 'Filippo'],
    women: ['Giulia', 'Sofia', 'Martina', 'Chiara'],
    last: ['Bonetti', 'Zanella', 'Ferraro', 'Rinaldi'],
  },
  NED: {
    ioc: 'NED',
    men: ['Daan', 'Sem', 'Bram', 'Thijs'],
    women: ['Fleur', 'Noor', 'Sanne', 'Lotte'],
    last: ['de Wit', 'Brouwer', 'Kuipers', 'Verhoeven'],
  },
  POR: {
    ioc: 'POR',
    men: ['Tomás', 'Duarte', 'Vasco'],
    women: ['Inês', 'Matilde', 'Carolina'],
    last: ['Fonseca', 'Antunes', 'Pinheiro', 'Carvalho'],
  },
  RSA: {
    ioc: 'RSA',
    men: ['Jayden', 'Kyle', 'Sipho'],
    women: ['Zola', 'Kayla', 'Thandi'],
    last: ['van Wyk', 'Botha', 'Ndlovu', 'Steyn'],
  },
  MEX: {
    ioc: 'MEX',
    men: ['Diego', 'Emiliano', 'Santiago'],
    women: ['Ximena', 'Valeria', 'Renata'],
    last: ['Robles', 'Villaseñor', 'Cárdenas', 'Arriaga'],
  },
};

/** Where each sport's demo athletes come from, roughly as on the real tours. */
export const SPORT_NATIONS: Readonly<Record<string, readonly string[]>> = {
  snowboarding: ['USA', 'CAN', 'NOR', 'SUI', 'AUT', 'JPN', 'FIN', 'GBR', 'NZL', 'FRA', 'ITA'],
  freeskiing: ['USA', 'CAN', 'NOR', 'SUI', 'SWE', 'FRA', 'AUT', 'GER', 'NZL', 'ITA'],
  surfing: ['AUS', 'BRA', 'USA', 'FRA', 'POR', 'RSA', 'JPN', 'ESP', 'NZL', 'MEX'],
  skateboarding: ['USA', 'BRA', 'JPN', 'AUS', 'GBR', 'FRA', 'ESP', 'NED', 'CAN', 'MEX'],
  'mountain-biking': ['CAN', 'USA', 'GBR', 'FRA', 'NZL', 'GER', 'SUI', 'AUS', 'AUT'],
  bmx: ['AUS', 'USA', 'GBR', 'FRA', 'JPN', 'GER', 'NED', 'BRA', 'MEX'],
  wakeboarding: ['USA', 'AUS', 'GER', 'GBR', 'FRA', 'JPN', 'RSA', 'NED', 'ESP'],
};

/** Men and women per sport in the demo field: every field fills a startlist of 12 or more. */
export const SPORT_FIELDS: Readonly<Record<string, { men: number; women: number }>> = {
  snowboarding: { men: 18, women: 16 },
  skateboarding: { men: 18, women: 14 },
  surfing: { men: 16, women: 14 },
  freeskiing: { men: 16, women: 14 },
  'mountain-biking': { men: 14, women: 12 },
  bmx: { men: 14, women: 12 },
  wakeboarding: { men: 12, women: 12 },
};
