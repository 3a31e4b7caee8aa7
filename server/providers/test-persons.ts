// The people every sandbox knows (population register, BankID app): Skatteverket's test numbers with made-up
// names, one list so a person is the same everywhere. The demo applicants are here, plus people free to
// register and one with protected identity.
export interface SandboxPerson {
  pnr: string;
  firstName: string;
  lastName: string;
  street: string | null;
  zipcode: string | null;
  city: string | null;
  protectedIdentity?: boolean;
}

export const sandboxPersons: SandboxPerson[] = [
  { pnr: '199001012385', firstName: 'Anna', lastName: 'Andersson', street: 'Dragarbrunnsgatan 12', zipcode: '753 20', city: 'Uppsala' },
  { pnr: '198302249274', firstName: 'Erik', lastName: 'Eriksson', street: 'Svartbäcksgatan 8', zipcode: '753 32', city: 'Uppsala' },
  { pnr: '199009022386', firstName: 'Maria', lastName: 'Eriksson', street: 'Svartbäcksgatan 8', zipcode: '753 32', city: 'Uppsala' },
  { pnr: '196404153832', firstName: 'Bo', lastName: 'Blomqvist', street: 'Kungsgatan 40', zipcode: '753 21', city: 'Uppsala' },
  { pnr: '199504182396', firstName: 'Sara', lastName: 'Svensson', street: 'Luthagsesplanaden 3', zipcode: '752 27', city: 'Uppsala' },
  { pnr: '200205052392', firstName: 'Oskar', lastName: 'Lind', street: 'Rackarbergsgatan 20', zipcode: '752 32', city: 'Uppsala' },
  { pnr: '199807072393', firstName: 'Leo', lastName: 'Holm', street: 'Vaksalagatan 15', zipcode: '753 31', city: 'Uppsala' },
  { pnr: '200404302382', firstName: 'Elsa', lastName: 'Berg', street: 'Sysslomansgatan 7', zipcode: '753 11', city: 'Uppsala' },
  { pnr: '199612262395', firstName: 'Adam', lastName: 'Nyberg', street: 'Kungsängsgatan 9', zipcode: '753 22', city: 'Uppsala' },
  { pnr: '198710152391', firstName: 'Nils', lastName: 'Sandberg', street: null, zipcode: null, city: null, protectedIdentity: true },
  { pnr: '195406842392', firstName: 'Ivan', lastName: 'Petrov', street: 'Studentvägen 2', zipcode: '752 34', city: 'Uppsala' },
  { pnr: '199105152392', firstName: 'Karl', lastName: 'Ström', street: 'Skolgatan 31', zipcode: '753 12', city: 'Uppsala' },
  { pnr: '196801029288', firstName: 'Karin', lastName: 'Lundqvist', street: 'Torsgatan 4', zipcode: '753 15', city: 'Uppsala' },
  { pnr: '196010192679', firstName: 'Per', lastName: 'Öberg', street: 'Börjegatan 52', zipcode: '752 29', city: 'Uppsala' },
  { pnr: '199001132399', firstName: 'Hanna', lastName: 'Wik', street: 'Väderkvarnsgatan 18', zipcode: '753 29', city: 'Uppsala' },
  { pnr: '200503082380', firstName: 'Ella', lastName: 'Sjöberg', street: 'Geijersgatan 6', zipcode: '752 26', city: 'Uppsala' },
  { pnr: '194107086995', firstName: 'Sven', lastName: 'Olsson', street: 'Östra Ågatan 33', zipcode: '753 22', city: 'Uppsala' },
  { pnr: '189001019802', firstName: 'Olga', lastName: 'Ahl', street: 'Trädgårdsgatan 5', zipcode: '753 09', city: 'Uppsala' },
  { pnr: '195501912389', firstName: 'Mehmet', lastName: 'Yilmaz', street: 'Gottsundavägen 14', zipcode: '756 50', city: 'Uppsala' },
  { pnr: '196801642395', firstName: 'Anja', lastName: 'Kowalska', street: 'Flogstavägen 2', zipcode: '752 73', city: 'Uppsala' },
  { pnr: '199208032384', firstName: 'Linnea', lastName: 'Ek', street: null, zipcode: null, city: null, protectedIdentity: true },
  // The back office's applicants journey (e2e/staff/applicants.spec.ts) registers, warns and blocks her.
  { pnr: '197803112387', firstName: 'Vera', lastName: 'Varnqvist', street: 'Dragarbrunnsgatan 40', zipcode: '753 20', city: 'Uppsala' },
];
