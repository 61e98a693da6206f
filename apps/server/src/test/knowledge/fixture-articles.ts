import type { FixtureArticle } from './fake-mediawiki-server.ts';

// Small articles written for these tests (not copied from any encyclopedia), in the plain-text
// form MediaWiki's TextExtracts returns with exsectionformat=wiki.

export const FIXTURE_ARTICLES: FixtureArticle[] = [
  {
    lang: 'en',
    title: 'Water cycle',
    revision: 1001,
    description: 'Continuous movement of water on, above and below the surface of the Earth',
    redirects: ['Hydrologic cycle', 'Hydrological cycle'],
    extract: `The water cycle is the continuous movement of water between the oceans, the atmosphere and the land. It is driven by energy from the Sun and by gravity. The total amount of water on Earth stays nearly constant over time.

== Evaporation ==
Evaporation is the change of liquid water into water vapour. Most evaporation happens over the oceans, which cover about 71 percent of the surface of the Earth. Plants also release water vapour through their leaves in a process called transpiration.

=== Sublimation ===
Sublimation is the change of ice directly into water vapour without melting first. It is common on glaciers in dry, windy mountain air.

== Condensation ==
Condensation is the change of water vapour back into liquid droplets. Rising air cools, and the droplets gather around dust particles to form clouds. Dew forms by the same process on cool surfaces at night.

== Precipitation ==
Precipitation is water that falls from clouds to the ground as rain, snow, sleet or hail. About 505,000 cubic kilometres of water fall as precipitation every year. Snow can be stored in glaciers for thousands of years.

== Runoff and infiltration ==
Runoff is water that flows over the land into streams, rivers and finally the sea. Infiltration is the movement of water from the surface into the soil. Water that soaks deep underground becomes groundwater and can stay in aquifers for a very long time.

== See also ==
Carbon cycle

== References ==
Textbook of hydrology, second edition.`,
  },
  {
    lang: 'en',
    title: 'Pythagorean theorem',
    revision: 1002,
    description: 'Relation between the sides of a right triangle',
    redirects: ["Pythagoras' theorem"],
    extract: `The Pythagorean theorem is a relation in Euclidean geometry between the three sides of a right triangle. It states that the area of the square on the hypotenuse equals the sum of the areas of the squares on the other two sides. The theorem is written as a² + b² = c².

== History ==
The theorem is named after the Greek philosopher Pythagoras, who lived around 570 BC. Babylonian mathematicians used the relation more than a thousand years earlier. A clay tablet called Plimpton 322 lists many Pythagorean triples.

== Proofs ==
Hundreds of proofs of the theorem are known. One proof rearranges four identical right triangles inside a large square. Another proof uses similar triangles formed by the altitude to the hypotenuse.

== Pythagorean triples ==
A Pythagorean triple is a set of three whole numbers that fit the equation. The smallest triple is 3, 4 and 5. Multiplying a triple by any whole number gives another triple.

== Converse ==
The converse of the theorem is also true. If the square of one side equals the sum of the squares of the other two sides, then the triangle is a right triangle. Builders used ropes with 12 equal knots to lay out right angles.`,
  },
  {
    lang: 'en',
    title: 'Mercury',
    revision: 1003,
    disambiguation: true,
    extract: `Mercury may refer to:

== Science ==
Mercury (planet), the closest planet to the Sun
Mercury (element), a chemical element with symbol Hg

== Mythology ==
Mercury (mythology), a Roman god`,
  },
  {
    lang: 'en',
    title: 'Mercury (planet)',
    revision: 1004,
    description: 'Smallest and closest planet to the Sun',
    extract: `Mercury is the smallest planet in the Solar System and the closest to the Sun. It orbits the Sun once every 88 days. Mercury has no moons and almost no atmosphere.

== Surface ==
The surface of Mercury is covered with craters, like the Moon. The Caloris Basin is one of the largest impact craters in the Solar System. Temperatures reach 430 degrees Celsius during the day.

== Exploration ==
Two spacecraft have visited Mercury. Mariner 10 flew past it three times in 1974 and 1975. MESSENGER orbited the planet from 2011 to 2015.`,
  },
  {
    lang: 'en',
    title: 'Mercury (element)',
    revision: 1005,
    description: 'Chemical element with symbol Hg and atomic number 80',
    extract: `Mercury is a chemical element with the symbol Hg and atomic number 80. It is the only metal that is liquid at room temperature. Mercury is toxic to humans and animals.

== Uses ==
Mercury was used in thermometers and barometers for centuries. Fluorescent lamps contain a small amount of mercury vapour. Many countries have banned mercury in medical thermometers.

== Toxicity ==
Methylmercury builds up in fish and in the animals that eat them. The Minamata Convention is a treaty that limits the use of mercury.`,
  },
  {
    lang: 'en',
    title: 'Join (SQL)',
    revision: 1006,
    description: 'Clause that combines rows of two tables in a relational database',
    redirects: ['SQL join'],
    extract: `A join is a clause in SQL that combines columns from two or more tables of a relational database. The rows are matched on a condition, usually the equality of a key column.

== Inner join ==
An inner join returns only the rows that have a match in both tables. It is the most common kind of join and the default when no kind is given.

== Outer joins ==
A left outer join returns every row of the left table, with empty values where the right table has no match. A right outer join does the same for the right table. A full outer join keeps unmatched rows from both tables.

== Cross join ==
A cross join returns the Cartesian product of two tables: every row of the first table paired with every row of the second.`,
  },
  {
    lang: 'en',
    title: 'Pride and Prejudice',
    revision: 1007,
    description: 'Novel by Jane Austen',
    extract: `Pride and Prejudice is a novel by the English writer Jane Austen, published in 1813. It follows Elizabeth Bennet as she learns that first impressions can be wrong. The novel is set among the landed gentry of rural England.

== Plot ==
Mr Bingley rents a house near the Bennet family and falls for Jane, the eldest daughter. His proud friend Mr Darcy first offends Elizabeth at a ball. Darcy later proposes to Elizabeth, who refuses him.

== Themes ==
The novel treats marriage, money and reputation in a society where daughters could not inherit land. Irony is the main device of its narrator. Austen uses free indirect speech to show what Elizabeth thinks.`,
  },
  {
    lang: 'en',
    title: 'Pride & Prejudice',
    revision: 1008,
    description: '2005 film directed by Joe Wright',
    extract: `Pride & Prejudice is a 2005 romantic drama film directed by Joe Wright. It is based on the novel by Jane Austen. Keira Knightley plays Elizabeth Bennet.

== Production ==
The film was shot in England during the summer of 2004. Several country houses served as the homes of the characters.`,
  },
  {
    lang: 'en',
    title: 'Bass',
    revision: 1009,
    disambiguation: true,
    extract: `Bass may refer to:

== Music ==
Bass (sound), low frequencies of sound
Bass guitar, a stringed instrument

== Animals ==
Bass (fish), several species of fish`,
  },
  {
    lang: 'en',
    title: 'Bass (fish)',
    revision: 1010,
    description: 'Common name of many species of fish',
    extract: `Bass is a common name for many species of fish with spiny fins. Both freshwater and marine species are called bass. Anglers prize several kinds of bass as game fish.

== Freshwater bass ==
The largemouth bass lives in lakes and slow rivers of North America. It feeds on smaller fish, frogs and insects.

== Sea bass ==
The European sea bass lives along the coasts of the Atlantic Ocean and the Mediterranean Sea. It is farmed in many countries for food.`,
  },
  {
    lang: 'es',
    title: 'Ciclo del agua',
    revision: 2001,
    description: 'Circulación continua del agua en la Tierra',
    redirects: ['Ciclo hidrológico'],
    extract: `El ciclo del agua es el proceso de circulación del agua entre los océanos, la atmósfera y la tierra. La energía del Sol y la gravedad mantienen el ciclo en movimiento.

== Evaporación ==
La evaporación es el paso del agua líquida a vapor de agua. La mayor parte de la evaporación ocurre en los océanos, que cubren el 71 por ciento de la superficie terrestre.

== Condensación ==
La condensación es el paso del vapor de agua a gotas líquidas. Las gotas se reúnen alrededor de partículas de polvo y forman las nubes.

== Precipitación ==
La precipitación es el agua que cae de las nubes en forma de lluvia, nieve o granizo. La nieve puede quedar guardada en los glaciares durante miles de años.

== Infiltración ==
La infiltración es el paso del agua de la superficie al suelo. El agua que llega a gran profundidad forma los acuíferos.`,
  },
  {
    lang: 'fr',
    title: 'Photosynthèse',
    revision: 3001,
    description:
      'Processus par lequel les plantes produisent de la matière organique grâce à la lumière',
    redirects: ['Photosynthese'],
    extract: `La photosynthèse est le processus par lequel les plantes, les algues et certaines bactéries fabriquent de la matière organique à partir de la lumière du Soleil. Elle consomme du dioxyde de carbone et de l’eau et libère du dioxygène. Presque toute la nourriture des êtres vivants dépend de ce processus.

== Chloroplastes ==
Le chloroplaste est un organite des cellules végétales où se déroule la photosynthèse. Il contient la chlorophylle, un pigment vert qui absorbe surtout la lumière rouge et la lumière bleue. Une cellule de feuille peut contenir plusieurs dizaines de chloroplastes.

== Phase lumineuse ==
La phase lumineuse est la première étape de la photosynthèse. Elle a lieu dans les membranes des thylakoïdes et produit de l’ATP grâce à l’énergie lumineuse. L’eau y est décomposée, ce qui libère le dioxygène dans l’atmosphère.

== Cycle de Calvin ==
Le cycle de Calvin est la seconde étape, qui se déroule dans le stroma du chloroplaste. Il fixe le dioxyde de carbone grâce à une enzyme appelée RuBisCO. Le chimiste américain Melvin Calvin a décrit ce cycle en 1950.

== Importance ==
La photosynthèse produit chaque année environ 100 milliards de tonnes de matière organique. Les forêts tropicales et le phytoplancton des océans en assurent une grande partie.`,
  },
  {
    lang: 'de',
    title: 'Plattentektonik',
    revision: 4001,
    description: 'Theorie über die Bewegung der Lithosphärenplatten der Erde',
    redirects: ['Kontinentalverschiebung'],
    extract: `Die Plattentektonik ist eine Theorie der Geologie über den Aufbau und die Bewegung der äußeren Schale der Erde. Nach ihr besteht die Lithosphäre aus großen Platten, die sich langsam gegeneinander verschieben. Die Platten bewegen sich um wenige Zentimeter im Jahr.

== Lithosphärenplatten ==
Eine Lithosphärenplatte ist ein starres Stück der äußeren Erdkruste mit dem obersten Teil des Erdmantels. Es gibt sieben große Platten, darunter die Pazifische Platte und die Eurasische Platte. Die Platten schwimmen auf der zähen Asthenosphäre.

== Plattengrenzen ==
An divergenten Grenzen entfernen sich zwei Platten voneinander, und am Mittelatlantischen Rücken entsteht neuer Meeresboden. An konvergenten Grenzen taucht eine Platte unter die andere ab. Diesen Vorgang nennt man Subduktion.

== Erdbeben und Vulkane ==
Die meisten Erdbeben entstehen an den Plattengrenzen, wo sich Spannungen im Gestein plötzlich lösen. Der Pazifische Feuerring ist eine Zone mit besonders vielen Vulkanen rund um den Pazifik. Auch Gebirge wie die Alpen sind durch die Kollision von Platten entstanden.

== Geschichte ==
Der Meteorologe Alfred Wegener veröffentlichte 1915 die Theorie der Kontinentalverschiebung. Erst in den 1960er Jahren bestätigten Messungen am Meeresboden seine Idee.`,
  },
  {
    lang: 'es',
    title: 'Independencia de México',
    revision: 2002,
    description: 'Proceso que separó a Nueva España de la Corona española',
    extract: `La independencia de México fue el proceso político y militar que puso fin al dominio español en Nueva España. Comenzó en 1810 y terminó en 1821 con la entrada del Ejército Trigarante en la capital.

== Inicio ==
El cura Miguel Hidalgo llamó a la rebelión en el pueblo de Dolores en septiembre de 1810. Aquel llamado se conoce como el Grito de Dolores.

== Consumación ==
Agustín de Iturbide y Vicente Guerrero firmaron el Plan de Iguala en 1821. El Tratado de Córdoba reconoció la independencia del nuevo país.`,
  },
  {
    lang: 'de',
    title: 'Weimarer Republik',
    revision: 4002,
    description: 'Deutscher Staat von 1918 bis 1933',
    extract: `Die Weimarer Republik war der deutsche Staat zwischen dem Ende des Kaiserreichs 1918 und der Machtübernahme der Nationalsozialisten 1933. Ihren Namen hat sie von der Stadt Weimar, in der die Nationalversammlung die Verfassung beschloss.

== Verfassung ==
Die Weimarer Verfassung trat im August 1919 in Kraft. Sie machte Deutschland zu einer parlamentarischen Demokratie mit einem direkt gewählten Reichspräsidenten.

== Krisen ==
Die Inflation von 1923 entwertete die Ersparnisse vieler Menschen. Die Weltwirtschaftskrise ab 1929 führte zu hoher Arbeitslosigkeit und stärkte die radikalen Parteien.`,
  },
];
