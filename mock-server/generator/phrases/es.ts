import type { Phrases } from './types';
import { groupDigits } from './types';

const money = (cny: number): string => `${groupDigits(cny, 'es-ES')} ¥`;
const hours = (h: number): string => `${groupDigits(h, 'es-ES')} h`;
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const dayWord = (day: number | null): string => (day === null ? 'cada día' : `el día ${day}`);
const capital = (text: string): string => `${text[0].toUpperCase()}${text.slice(1)}`;

const TIERS = { luxury: 'Un hotel de cinco estrellas', mid: 'Un hotel cómodo de cuatro estrellas o boutique', budget: 'Un hotel económico, limpio y bien valorado' };
const KINDS = { history: 'Un lugar clave de la historia.', nature: 'Un paisaje natural espectacular.', culture: 'Un barrio con mucha vida para pasear.', modern: 'Un icono moderno.', food: 'Un sitio para comer como los locales.', family: 'Un plan para toda la familia.' };
const INTERESTS = {
  food: 'más comida local: una calle de comida o un mercado en cada ciudad y los platos que hay que pedir',
  pandas: 'los pandas gigantes: la base de cría de Chengdu a primera hora, cuando están despiertos',
  hiking: 'más senderismo: montañas y rutas primero, con tiempo para recorrerlas',
  museums: 'más museos: las grandes colecciones primero (casi todos cierran los lunes)',
  kids: 'a los niños en cuenta: días más cortos, lugares para familias y tiempo para descansar',
  accessibility: 'la accesibilidad en cuenta: dos visitas al día, rutas sin escalones y sin subidas largas',
};

export const es: Phrases = {
  list: (items) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}` : (items[0] ?? '')),
  sentences: (parts) => parts.join(' '),
  hours,
  money,
  keep: (text) => text,
  withChinese: (name, chinese) => `${name} (${chinese})`,

  title: (days, cities) => `${days} días: ${cities}`,
  transferTitle: (leg) => `${{ flight: 'Vuelo', bus: 'Autobús', 'high-speed rail': 'Tren de alta velocidad' }[leg.mode]} de ${leg.from} a ${leg.to}`,
  legNote: (leg) =>
    leg.mode === 'flight'
      ? `Vuelo ${leg.fromAirport}–${leg.toAirport} de unas ${hours(leg.hours)}; llega al aeropuerto 2 horas antes`
      : leg.mode === 'bus'
        ? `${leg.departZh} → ${leg.arriveZh}, unas ${hours(leg.hours)}; compra el billete de autobús en la estación o en Trip.com con tu pasaporte y llega 30 minutos antes`
        : `${leg.departZh} → ${leg.arriveZh}, unas ${hours(leg.hours)}; reserva en 12306 con tu pasaporte y llega a la estación 30 minutos antes`,
  arrival: (note, district) => `${note}. Al llegar, alójate en ${district}.`,
  railInsteadOfFlight: 'Un día largo de tren en lugar de avión, como pediste: reserva en 12306 un asiento de segunda o primera clase y lleva algo de comer',
  sightNote: (kind) => KINDS[kind],
  ticket: (cny) => `Entradas por unos ${money(cny)}; resérvalas con antelación con tu número de pasaporte.`,
  freeEntry: 'Entrada gratuita.',
  photoMorning: 'Llega a la apertura: luz suave y encuadres sin gente.',
  photoEvening: 'Quédate a la hora azul: las luces se encienden unos 20 minutos después del atardecer.',
  gentleNote: 'Hay bancos de sobra y un café cerca para hacer una pausa.',
  wanderTitle: (district) => `Paseo sin rumbo por ${district}`,
  wanderNote: 'Tiempo libre para casas de té, callejuelas y una siesta: aquí surgen los mejores descubrimientos.',
  relaxedTitle: (district) => `Tarde libre por ${district}`,
  relaxedNote: 'Nada reservado: descansa en el hotel, siéntate en una casa de té o pasea por la zona a tu ritmo.',
  dinnerTitle: (dish) => `Cena: ${dish}`,
  dishNote: () => 'Un clásico de la cocina local; lo sirven en cualquier restaurante concurrido cerca del hotel.',
  vegDinnerTitle: (district) => `Cena vegetariana cerca de ${district}`,
  vegOrderNote: 'Al pedir, enseña 我吃素，不吃肉 (soy vegetariano, no como carne).',
  noMeat: (dish) => `${dish}, pedido sin carne (不要肉)`,
  templeVegetarian: 'Restaurantes vegetarianos de templos budistas (素菜馆)',
  stayNote: (tier, district, cny) => `${TIERS[tier]} en ${district}, unos ${money(cny)} la habitación por noche.`,
  checkoutNote: 'Deja el hotel después del desayuno y guarda el equipaje en recepción hasta la salida.',

  notes: {
    entry: 'Entrada: los ciudadanos de muchos países pueden visitar China sin visado hasta 30 días, y el tránsito sin visado de 240 horas se aplica en la mayoría de los grandes aeropuertos; consulta la lista vigente para tu pasaporte antes de reservar.',
    payment: 'Pago: vincula una tarjeta extranjera a Alipay o WeChat Pay antes de volar; casi todas las tiendas, taxis y taquillas los aceptan. Lleva algo de efectivo para los puestos pequeños.',
    trains: 'Trenes: reserva la alta velocidad en 12306 (la aplicación oficial, en inglés) o con una agencia de confianza hasta 15 días antes; el billete va unido a tu pasaporte, que enseñas en el acceso.',
    sights: 'Visitas: muchos museos y palacios agotan las entradas y piden reserva nominal con el número de pasaporte unos días antes.',
    home: (airport, departure) => `Vuelta a casa: vuela desde ${airport}, o regresa a ${departure} si tu vuelo sale de allí.`,
    gentle: 'Un ritmo más suave: dos visitas al día y comidas sin prisa.',
    stepFree: 'Sin escalones: pide en las estaciones rutas sin escalones y ascensores (el personal ayuda con el equipaje).',
    children: 'Los niños de menos de 1,2 m suelen entrar gratis y pagan medio billete de tren; lleva también sus pasaportes.',
    vegetarian: 'Vegetariano: en todas las ciudades hay restaurantes vegetarianos budistas (素菜馆); di 我吃素 (wǒ chī sù) y comprueba que el caldo no sea de carne.',
    noFlights: 'Sin vuelos: todos los trayectos son en tren de alta velocidad; siéntate junto a la ventana (asiento A o F) para ver el paisaje.',
    photography: 'Fotografía: los drones necesitan permiso cerca de ciudades y monumentos; casi ningún museo permite trípodes.',
    overBudget: (cost, limit) => `Esta ruta cuesta unos ${money(cost)} por persona, más que tu presupuesto de ${money(limit)}: quita una ciudad o un día para ajustarla.`,
    pandasElsewhere: 'Pandas: los pandas gigantes viven en Chengdu, que no está en esta ruta; pídeme que añada Chengdu y organizo una mañana en la base de cría.',
    food: 'Comida: come donde hace cola la gente del lugar, pide un plato por persona y arroz, y di 不要太辣 si lo quieres menos picante.',
    hiking: 'Senderismo: lleva calzado ya usado, sal temprano y carga agua y chubasquero; en la montaña el tiempo cambia rápido y los teleféricos paran con viento fuerte.',
    museums: 'Museos: casi todos cierran los lunes y dejan de admitir visitantes una hora antes del cierre; reserva las entradas gratuitas unos días antes.',
    notFitted: (what) => `${what[0].toUpperCase()}${what.slice(1)}: ningún día de esta ruta tiene tiempo para ello tal como está; añade un día y vuelve a pedírmelo.`,
  },

  travellers: ({ adults, children, elders }) =>
    [adults ? plural(adults, 'adulto', 'adultos') : '', children ? plural(children, 'niño', 'niños') : '', elders ? plural(elders, 'persona mayor', 'personas mayores') : '']
      .filter(Boolean).join(', '),
  intro: (days, travellers, route, limit) =>
    `Aquí tienes tu plan de ${days} días para ${travellers}: ${route}. Mantuve los destinos en tu orden, ajusté cada día a lo que abre y a la mejor hora para verlo, ` +
    `y calculé todo por persona frente a tu presupuesto de ${money(limit)}.`,
  dayHeading: (day, city, date) => `## Día ${day} · ${city}${date ? ` · ${date}` : ''}`,
  slot: (slot) => ({ morning: 'Mañana', afternoon: 'Tarde', evening: 'Noche' })[slot],
  activityLine: (slot, title, h) => `- ${es.slot(slot)}: ${title}, unas ${hours(h)}.`,
  sleepIn: (district) => `Duerme en ${district}.`,
  checkoutLine: 'Deja el hotel y vuelve a casa o sigue viaje.',
  tryFood: (dishes) => `Prueba ${dishes}.`,
  costToday: (cny) => `Unos ${money(cny)} por persona hoy.`,
  budget: { heading: 'Presupuesto por persona', transport: 'Transporte en China', hotels: 'Hoteles', tickets: 'Entradas', food: 'Comida', total: 'Total' },
  goodToKnow: 'Conviene saber',

  changed: (change) => {
    switch (change.kind) {
      case 'pace': return change.pace === 'relaxed' ? `Hecho: ${dayWord(change.day)} es ahora más tranquilo, con una visita y tiempo libre.` : `Hecho: ${dayWord(change.day)} es ahora más completo, con algo en cada parte del día.`;
      case 'addCity': return `Hecho: añadí ${change.city} durante ${plural(change.days, 'día', 'días')}, donde mejor encaja en la ruta; el viaje dura ahora ${change.total} días.`;
      case 'dropCity': return `Hecho: quité ${change.city} y sus días pasaron a las otras ciudades; el viaje sigue durando ${change.total} días.`;
      case 'swapCity': return `Hecho: ${change.to} sustituye a ${change.from} en los mismos días.`;
      case 'reorder': return `Hecho: ${change.a} y ${change.b} han cambiado de lugar en la ruta.`;
      case 'days': return `Hecho: el viaje dura ahora ${change.total} días, repartidos entre las ciudades según lo que hay que ver en cada una.`;
      case 'interest': return `Hecho: el plan tiene ahora ${INTERESTS[change.interest]}.${change.detail ? ` ${change.detail}` : ''}`;
      case 'budget': return `Hecho: el presupuesto es ahora de ${change.label} por persona; hoteles y precios se ajustan.`;
    }
  },
  refused: (refusal) => {
    switch (refusal.kind) {
      case 'unknown': return 'Eso no lo puedo cambiar aquí, así que tu plan queda como estaba.';
      case 'lastCity': return `${refusal.city} es el único destino, así que no puedo quitarlo: un plan necesita al menos una ciudad. Puedes cambiarlo por otra.`;
      case 'notInPlan': return `${refusal.city} no está en este plan, así que no hay nada que quitar ni sustituir.`;
      case 'alreadyInPlan': return `${refusal.city} ya está en este plan.`;
      case 'noSuchDay': return `Este plan tiene ${refusal.total} días, así que no hay día ${refusal.day}.`;
      case 'daysOutOfRange': return `Un plan aquí puede durar de ${refusal.min} a ${refusal.max} días, con al menos un día por ciudad.`;
      case 'tooManyCities': return `${refusal.cities} ciudades en ${refusal.days} días supondrían un tren o un vuelo casi cada día y nada de tiempo para ver nada. Cada ciudad necesita unos dos días: esa ruta pide ${refusal.needed} días.`;
      case 'budgetEdge': return refusal.direction === 'up' ? 'El plan ya está en el presupuesto más alto.' : 'El plan ya está en el presupuesto más bajo: quita una ciudad o un día para gastar menos.';
      case 'paceEdge': return refusal.pace === 'relaxed' ? `${capital(dayWord(refusal.day))} ya es lo más ligero posible: es un día de viaje o tiene una sola visita.` : `${capital(dayWord(refusal.day))} ya está completo: no queda nada que valga la pena añadir sin ir con prisas.`;
    }
  },
  canDo: 'Puedo hacer un día más tranquilo o más completo, añadir, quitar o cambiar una ciudad, cambiar el número de días, añadir un interés (comida, pandas, senderismo, museos, niños, accesibilidad) o cambiar el nivel de presupuesto.',
  lighter: (kept, left, days) => `Un plan más ligero que sí funciona: ${kept} en ${days} días. Dejé fuera ${left}; añade días y pídeme que los vuelva a incluir.`,
  questionEmpty: 'Escribe qué te gustaría cambiar.',
  questionTooLong: (max) => `Tu mensaje debe tener menos de ${groupDigits(max, 'es-ES')} caracteres.`,
  planUnreadable: 'No se pudo leer este plan. Crea uno nuevo con el formulario de viaje.',

  answer: {
    cityHeading: (city) => `## ${city}`,
    cityIntro: () => '',
    sightsHeading: (city) => `## Qué ver en ${city}`,
    sightLine: (name, h, cny) => `- ${name}: dedícale unas ${hours(h)}; ${cny > 0 ? `entradas por unos ${money(cny)}` : 'gratis'}.`,
    dishLine: (name) => `- ${name}`,
    popularLine: (city) => `- ${city}`,
    foodHeading: '## Qué comer',
    foodBudget: (cny) => `Calcula unos ${money(cny)} al día por persona para comer.`,
    seasonHeading: '## Cuándo ir',
    season: () => 'La primavera (abril y mayo) y el otoño (septiembre y octubre) son las épocas más agradables en casi toda China; el verano es caluroso y lluvioso, y el invierno del norte, muy frío.',
    transportHeading: '## Cómo llegar y moverse',
    transport: (airport) => `Vuela a ${airport} o llega en tren de alta velocidad; en la ciudad, usa el metro y DiDi, y paga con Alipay o WeChat Pay.`,
    stayHeading: '## Dónde alojarse',
    stay: (district, budget, mid, luxury) => `${district}: unos ${money(budget)} (económico), ${money(mid)} (medio) o ${money(luxury)} (lujo) por noche.`,
    payment:
      '## Pagar en China\n\nEn China todo se paga con el móvil. Antes de volar, instala Alipay y WeChat Pay y vincula tu Visa o Mastercard: las dos aplicaciones aceptan tarjetas extranjeras y funcionan en inglés.\n\n- Tiendas, taxis, metro y taquillas aceptan pagos con código QR.\n- Lleva unos cientos de yuanes en efectivo para puestos pequeños y zonas rurales.\n- Los grandes hoteles y las cadenas internacionales siguen aceptando tarjeta.',
    visa:
      '## Entrar en China\n\nLos ciudadanos de muchos países de Europa, Asia y América Latina pueden visitar China sin visado hasta 30 días, y el tránsito sin visado de 240 horas permite a viajeros de más de 50 países quedarse hasta diez días de camino a un tercer país.\n\n- Consulta la lista vigente para tu pasaporte antes de reservar.\n- El pasaporte debe tener seis meses de validez y una página en blanco.\n- Rellena la tarjeta de llegada y ten a mano la dirección del hotel.',
    trains:
      '## Moverse por China\n\nLa alta velocidad une casi todas las ciudades de este sitio, y a menudo es más rápida que el avión si cuentas el tiempo de aeropuerto.\n\n- Reserva en 12306, la aplicación oficial de ferrocarriles, en inglés, hasta 15 días antes; el billete va unido a tu pasaporte.\n- Llega 30 minutos antes: hay control de seguridad y el acceso cierra cinco minutos antes de la salida.\n- Para distancias largas (Pekín–Kunming, Shanghái–Urumqi), mejor en avión.\n- En las ciudades, el metro es barato, está señalizado en inglés y se paga con Alipay o WeChat Pay.',
    welcome: 'Encantado de ayudarte con tu viaje a China. Respondo preguntas sobre ciudades, lugares, comida, épocas, trenes, pagos y requisitos de entrada, o preparo un itinerario completo día a día con el formulario de viaje.',
    popular: '## Destinos populares para empezar',
    tryAsking: 'Prueba a preguntar, por ejemplo: «¿Qué debo comer en Chengdu?» o «¿Cómo pago en China?»',
  },
};
