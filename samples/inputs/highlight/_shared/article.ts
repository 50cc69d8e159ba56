/** A short article about honey bees: the text the highlight samples search in. */
export const title = "How honey bees make honey";

export const paragraphs = [
  "Honey bees collect nectar from flowers with their long tongues and store it in a special honey stomach. Back at the hive, the bees pass the nectar from bee to bee, and enzymes slowly break its sugars down.",
  "Worker bees then spread the nectar across the honeycomb cells. They fan it with their wings until most of the water evaporates and the nectar thickens into honey. A cell of ripe honey is sealed with a cap of wax.",
  "A single colony can hold tens of thousands of bees. In a good summer, Honey production may reach well over twenty kilograms, far more than the colony needs to survive the winter, which is why beekeepers can harvest the surplus.",
  "Bees also pollinate the flowers they visit, carrying pollen from one blossom to the next. Many fruits and vegetables depend on this work, so healthy bee colonies matter to farmers as much as to honey lovers.",
];
