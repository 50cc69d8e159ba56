import { own, type SampleCode, type TemplateContext } from "./code";

/** A web component from igniteui-react: the names it imports and its JSX, indented by six spaces. */
interface WebSnippet {
  names: string[];
  /** The component the sample is about, when it is not the first name. */
  main?: string;
  jsx: string;
}

const snippets: Record<string, WebSnippet> = {
  accordion: {
    names: ["IgrAccordion", "IgrExpansionPanel"],
    jsx: `<IgrAccordion>
  <IgrExpansionPanel open>
    <h3 slot="title">Shipping</h3>
    <p>Orders ship within two business days.</p>
  </IgrExpansionPanel>
  <IgrExpansionPanel>
    <h3 slot="title">Returns</h3>
    <p>Return any item within thirty days.</p>
  </IgrExpansionPanel>
</IgrAccordion>`,
  },
  avatar: { names: ["IgrAvatar"], jsx: `<IgrAvatar initials="AR" shape="circle" />` },
  badge: {
    names: ["IgrAvatar", "IgrBadge"],
    main: "IgrBadge",
    jsx: `<div style={{ display: "flex", alignItems: "center", gap: 8 }}>
  <IgrAvatar initials="AR" shape="circle" />
  <IgrBadge variant="success">3</IgrBadge>
</div>`,
  },
  button: { names: ["IgrButton"], jsx: `<IgrButton variant="contained">Click me</IgrButton>` },
  calendar: { names: ["IgrCalendar"], jsx: `<IgrCalendar />` },
  card: {
    names: ["IgrButton", "IgrCard", "IgrCardActions", "IgrCardContent", "IgrCardHeader"],
    main: "IgrCard",
    jsx: `<IgrCard style={{ maxWidth: 360 }}>
  <IgrCardHeader>
    <h3 slot="title">Alpine Ridge Trek</h3>
    <h5 slot="subtitle">Six days in the Alps</h5>
  </IgrCardHeader>
  <IgrCardContent>
    <p>Hut-to-hut hiking across glacier valleys.</p>
  </IgrCardContent>
  <IgrCardActions>
    <IgrButton slot="start" variant="outlined">Book</IgrButton>
  </IgrCardActions>
</IgrCard>`,
  },
  checkbox: { names: ["IgrCheckbox"], jsx: `<IgrCheckbox checked>Remember me</IgrCheckbox>` },
  chip: { names: ["IgrChip"], jsx: `<IgrChip selectable>Vegetarian</IgrChip>` },
  "circular-progress-indicator": { names: ["IgrCircularProgress"], jsx: `<IgrCircularProgress value={64} />` },
  "date-picker": { names: ["IgrDatePicker"], jsx: `<IgrDatePicker label="Departure" />` },
  "expansion-panel": {
    names: ["IgrExpansionPanel"],
    jsx: `<IgrExpansionPanel open>
  <h3 slot="title">Details</h3>
  <p>Expand and collapse this panel from its header.</p>
</IgrExpansionPanel>`,
  },
  input: { names: ["IgrInput"], jsx: `<IgrInput label="Name" placeholder="Your full name" />` },
  "linear-progress-indicator": { names: ["IgrLinearProgress"], jsx: `<IgrLinearProgress value={64} />` },
  list: {
    names: ["IgrList", "IgrListHeader", "IgrListItem"],
    jsx: `<IgrList>
  <IgrListHeader>Contacts</IgrListHeader>
  <IgrListItem>
    <h4 slot="title">Ana Ruiz</h4>
    <span slot="subtitle">Sales</span>
  </IgrListItem>
  <IgrListItem>
    <h4 slot="title">Ben Ito</h4>
    <span slot="subtitle">Engineering</span>
  </IgrListItem>
</IgrList>`,
  },
  "nav-bar": {
    names: ["IgrNavbar"],
    jsx: `<IgrNavbar>
  <h2>Inbox</h2>
</IgrNavbar>`,
  },
  radio: {
    names: ["IgrRadio", "IgrRadioGroup"],
    main: "IgrRadioGroup",
    jsx: `<IgrRadioGroup>
  <IgrRadio name="size" value="small">Small</IgrRadio>
  <IgrRadio name="size" value="medium" checked>Medium</IgrRadio>
  <IgrRadio name="size" value="large">Large</IgrRadio>
</IgrRadioGroup>`,
  },
  rating: { names: ["IgrRating"], jsx: `<IgrRating label="Your rating" value={3} />` },
  select: {
    names: ["IgrSelect", "IgrSelectItem"],
    jsx: `<IgrSelect label="Fruit" value="apple" style={{ maxWidth: 300 }}>
  <IgrSelectItem value="apple">Apple</IgrSelectItem>
  <IgrSelectItem value="pear">Pear</IgrSelectItem>
  <IgrSelectItem value="plum">Plum</IgrSelectItem>
</IgrSelect>`,
  },
  slider: { names: ["IgrSlider"], jsx: `<IgrSlider min={0} max={100} value={40} style={{ maxWidth: 400 }} />` },
  switches: { names: ["IgrSwitch"], jsx: `<IgrSwitch checked>Notifications</IgrSwitch>` },
  tabs: {
    names: ["IgrTab", "IgrTabs"],
    main: "IgrTabs",
    jsx: `<IgrTabs>
  <IgrTab selected>
    <span slot="label">Overview</span>
    <p>The first tab's content.</p>
  </IgrTab>
  <IgrTab>
    <span slot="label">Details</span>
    <p>The second tab's content.</p>
  </IgrTab>
</IgrTabs>`,
  },
  textarea: { names: ["IgrTextarea"], jsx: `<IgrTextarea label="Comments" rows={4} />` },
  tree: {
    names: ["IgrTree", "IgrTreeItem"],
    jsx: `<IgrTree>
  <IgrTreeItem label="Documents" expanded>
    <IgrTreeItem label="Invoices" />
    <IgrTreeItem label="Reports" />
  </IgrTreeItem>
  <IgrTreeItem label="Pictures" />
</IgrTree>`,
  },
};

/** Component slugs with a template of their own. */
export const webComponentSlugs = Object.keys(snippets);

/** The component's own element where one is known, else a card that names the component. */
export function webComponent(slug: string, context: TemplateContext): SampleCode {
  const snippet = own(snippets, slug) ?? genericCard(context.componentTitle);
  return {
    component: snippet.main ?? snippet.names[0]!,
    imports: [`import { ${snippet.names.join(", ")} } from "igniteui-react";`],
    body: snippet.jsx.replace(/^/gm, "      "),
  };
}

function genericCard(title: string): WebSnippet {
  const text = JSON.stringify(`${title}: replace this card with the component the sample shows.`);
  return {
    names: ["IgrCard", "IgrCardContent", "IgrCardHeader"],
    main: "IgrCard",
    jsx: `<IgrCard>
  <IgrCardHeader>
    <h3 slot="title">{${JSON.stringify(title)}}</h3>
  </IgrCardHeader>
  <IgrCardContent>
    <p>{${text}}</p>
  </IgrCardContent>
</IgrCard>`,
  };
}
