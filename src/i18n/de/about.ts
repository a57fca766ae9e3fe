import type { Messages } from "../en/index.ts";

export const about: Messages["about"] = {
  metaTitle: "Über {brand} - Mission, Werte und Geschichte",
  metaDescription:
    "SoleMuse ist ein diskretes, manuell verifiziertes Verzeichnis von Musen in den großen Städten Europas, gegründet auf Diskretion, Verifizierung, Sicherheit und gegenseitigem Respekt.",
  hero: {
    eyebrow: "Über {brand}",
    title: "Ein diskretes Zuhause für eine elegante Leidenschaft",
    lead: "SoleMuse bringt Erwachsene, die schöne Füße zu schätzen wissen, mit verifizierten Musen in ganz Europa zusammen: ohne Vorurteile, ohne Lärm und ohne Vermittler.",
  },
  mission: {
    eyebrow: "Unsere Mission",
    title: "Begegnungen, die mit Vertrauen beginnen",
    text: "Wir finden, dass eine Vorliebe für Füße einen Ort verdient, der elegant, sicher und frei von Vorurteilen ist. Unsere Mission ist es, Bewunderern und Musen einen Raum zu geben, in dem jedes Profil echt ist, jedes Gespräch respektvoll verläuft und jede Absprache zwischen den beiden Beteiligten bleibt. {payments}",
  },
  values: {
    eyebrow: "Unsere Werte",
    title: "Wofür wir stehen",
    lead: "Vier Versprechen leiten jede unserer Entscheidungen, von der Gestaltung eines Profils bis zur Antwort auf eine E-Mail.",
    discretion:
      "Ihre Vorlieben sind Ihre Sache. Wir erheben nur, was wir brauchen, entfernen aus jedem Foto die Standortdaten und verkaufen niemals persönliche Daten.",
    verification:
      "Ein echter Mensch prüft jede Bewerbung, bevor ein Profil online geht. So zeigt das Verzeichnis nur echte, freigegebene Musen.",
    safety:
      "Klare Regeln, Zugang nur für Erwachsene und schnelles Handeln bei jeder Meldung. Wir empfehlen, sich zuerst an einem öffentlichen Ort zu treffen und auf das eigene Bauchgefühl zu hören.",
    respect:
      "Musen entscheiden selbst, mit wem sie sprechen und zu welchen Bedingungen. Ein höfliches Nein ist eine Antwort, und wer das vergisst, hat hier keinen Platz.",
  },
  story: {
    eyebrow: "Unsere Geschichte",
    title: "Von Zürich in den Rest Europas",
    beginning:
      "SoleMuse begann in Zürich, wo ein kleines Team genug hatte von anonymen Kleinanzeigen, gestohlenen Fotos und Plattformen, die eine persönliche Vorliebe wie etwas behandelten, das man verstecken muss. Wir wollten das Gegenteil schaffen: ein ruhiges, sorgfältig gestaltetes Verzeichnis, in dem jede Muse von einem echten Menschen geprüft wird.",
    conversations:
      "Gespräche mit Musen und Bewunderern in Berlin, Wien, München, Hamburg, Frankfurt, Amsterdam und Brüssel haben jede unserer Regeln geprägt: von Hand verifizieren, uns nie zwischen zwei Erwachsene stellen, nie ihre Zahlungen abwickeln und ihre Privatsphäre schützen, als wäre es unsere eigene.",
    today:
      "{coverage} Wir sind noch immer ein kleines, unabhängiges Team, und wir lesen nach wie vor jede Bewerbung und jede Nachricht selbst.",
  },
  facts: {
    reviewTime: "48 Std.",
    contactReply: "24 Std.",
    adultsOnly: "18+",
    payments: "0",
    paymentsLabel: "Zahlungen, die SoleMuse abwickelt: Absprachen treffen die Beteiligten direkt untereinander.",
  },
  photoVerification: {
    eyebrow: "Verifiziert – und wie",
    title: "Was „Foto verifiziert“ bedeutet",
    verified: "verifiziert",
    photoVerified: "Foto verifiziert",
    verifiedText:
      "Jede Muse im Verzeichnis ist {verified}: Ein Mitglied unseres Teams hat ihre Bewerbung gelesen und ihre Bilder und ihre Telefonnummer von Hand geprüft, bevor ihr Profil online ging.",
    photoVerifiedText:
      "Eine Muse kann außerdem das Abzeichen {photoVerified} erhalten. Dafür fordert sie bei uns einen Einmalcode und eine Geste an und schickt uns dann ein aktuelles Foto, auf dem sie ihren Profilnamen und diesen Code auf Papier geschrieben in der Hand hält und die Geste macht. Ein Admin vergleicht es mit ihren Profilbildern; das Abzeichen zeigt Monat und Jahr dieser Prüfung („Foto verifiziert · Nov. 2026“). Es gilt 12 Monate und erlischt sofort, wenn sie ihr Profilbild ersetzt, bis sie sich erneut verifiziert.",
    pictureText:
      "Das Verifizierungsfoto wird Besuchern nie gezeigt: Nur unser Team sieht es, und es wird 30 Tage nach unserer Entscheidung gelöscht. Außerdem vergleichen wir jedes hochgeladene Bild mit den Bildern anderer Profile, damit ein Foto, das von jemand anderem stammt, auffällt, bevor es online geht.",
  },
  cta: {
    title: "Werden Sie Teil der SoleMuse-Geschichte",
    text: "Entdecken Sie verifizierte Musen in Ihrer Nähe oder bewerben Sie sich, um selbst eine zu werden. Jedes Profil wird von Hand geprüft.",
    explore: "Musen entdecken",
    becomeMuse: "Muse werden",
  },
};
