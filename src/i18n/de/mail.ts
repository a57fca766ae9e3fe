import type { Messages } from "../en/index.ts";

// German letters continue in lower case after the greeting's comma (unless the word is a noun or "Sie"/"Ihr").
export const mail: Messages["mail"] = {
  signature: "Diskretion, Verifizierung, Sicherheit und Respekt,\nIhr {brand}-Team\n{supportEmail}",
  verification: {
    subject: "Bestätigen Sie Ihre E-Mail-Adresse bei {brand}",
    text: "Willkommen bei {brand}.\n\nBitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie innerhalb von 48 Stunden diesen Link öffnen:\n{link}\n\nFalls Sie kein Konto erstellt haben, können Sie diese Nachricht ignorieren.",
  },
  passwordReset: {
    subject: "Ihr {brand}-Passwort zurücksetzen",
    text: "Guten Tag,\n\njemand (hoffentlich Sie) hat darum gebeten, das Passwort Ihres {brand}-Kontos zurückzusetzen. Öffnen Sie innerhalb einer Stunde diesen Link, um ein neues zu wählen:\n{link}\n\nDer Link funktioniert nur einmal. Mit einem neuen Passwort werden Sie überall abgemeldet. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.",
  },
  emailChange: {
    subject: "Bestätigen Sie Ihre neue E-Mail-Adresse bei {brand}",
    text: "Guten Tag,\n\nbitte bestätigen Sie, dass dies die neue E-Mail-Adresse Ihres {brand}-Kontos ist, indem Sie innerhalb von 24 Stunden diesen Link öffnen:\n{link}\n\nBis dahin behält Ihr Konto seine bisherige Adresse. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.",
  },
  passwordChanged: {
    subject: "Ihr {brand}-Passwort wurde geändert",
    text: "Guten Tag,\n\ndas Passwort Ihres {brand}-Kontos wurde soeben geändert, und alle anderen Sitzungen wurden beendet.\n\nFalls Sie das nicht waren, wählen Sie jetzt ein neues Passwort: {forgotPasswordLink}\nSchreiben Sie uns danach an {supportEmail}.",
  },
  emailChangeRequested: {
    subject: "Für Ihr {brand}-Konto wurde eine neue E-Mail-Adresse angefordert",
    text: "Guten Tag,\n\njemand, der in Ihrem {brand}-Konto angemeldet ist, möchte es auf {newEmail} umstellen. Es ändert sich nichts, solange der Link, den wir dorthin geschickt haben, nicht innerhalb von 24 Stunden geöffnet wird.\n\nFalls Sie das nicht waren, wählen Sie jetzt ein neues Passwort (damit wird die Änderung auch abgebrochen): {forgotPasswordLink}",
  },
  emailChanged: {
    subject: "Ihre E-Mail-Adresse bei {brand} wurde geändert",
    text: "Guten Tag,\n\nIhr {brand}-Konto verwendet jetzt die Adresse {newEmail}; mit dieser Adresse können Sie sich nicht mehr anmelden.\n\nFalls Sie das nicht waren, schreiben Sie uns bitte sofort von dieser Adresse an {supportEmail}, und wir geben Ihnen das Konto zurück.",
  },
  applicationReceived: {
    subject: "Wir haben Ihre Bewerbung bei {brand} erhalten",
    text: "Hallo {handle},\n\nvielen Dank für Ihre Bewerbung als Muse. Jede Bewerbung wird innerhalb von 48 Stunden von Hand geprüft, und wir schreiben Ihnen, sobald eine Entscheidung gefallen ist.\n\nErstellen Sie mit dieser Adresse Ihr Konto, um Ihre Bewerbung in Ihrem Dashboard zu verfolgen: {authLink}",
  },
  applicationClaim: {
    subject: "Ihre Bewerbung bei {brand}: der Link zu Ihrem Konto",
    text: "Hallo {handle},\n\nvielen Dank für Ihre Bewerbung als Muse. Jede Bewerbung wird innerhalb von 48 Stunden von Hand geprüft.\n\nÖffnen Sie diesen Link, um Ihr Konto zu erstellen (oder sich anzumelden) und Ihre Bewerbung damit zu verknüpfen; so können Sie die Prüfung in Ihrem Dashboard verfolgen. Der Link ist {days} Tage gültig – bitte geben Sie ihn nicht weiter:\n{claimLink}\n\nFalls er abgelaufen ist, fordern Sie hier einen neuen an: {authLink}",
  },
  approval: {
    subject: "Ihr {brand}-Profil ist online",
    text: "Hallo {handle},\n\ngute Nachrichten: Ihre Bewerbung wurde freigegeben, und Ihr Profil ist jetzt im Verzeichnis zu sehen:\n{profileLink}\n\nMelden Sie sich in Ihrem Dashboard an, um Ihr Profil, Ihre Verfügbarkeit und Ihre Galerie zu bearbeiten: {dashboardLink}",
  },
  reinstatement: {
    subject: "Ihr {brand}-Profil ist wieder online",
    text: "Hallo {handle},\n\nIhr Profil wurde wieder freigeschaltet und ist erneut im Verzeichnis zu sehen:\n{profileLink}",
  },
  photoVerified: {
    subject: "Ihr {brand}-Profil ist fotoverifiziert",
    text: "Hallo {handle},\n\nein Admin hat Ihr Verifizierungsfoto mit Ihrem Profil verglichen, und Ihr Profil zeigt jetzt „Foto verifiziert“ mit dem aktuellen Monat. Die Verifizierung gilt 12 Monate; wir erinnern Sie zwei Wochen vor Ablauf daran. Wenn Sie Ihr Profilbild ersetzen, endet sie früher, und Sie können sich jederzeit erneut verifizieren.\n\nIhr Verifizierungsfoto wird Besucherinnen und Besuchern nie gezeigt und innerhalb von 30 Tagen gelöscht.",
  },
  photoVerificationEnding: {
    subject: "Ihre Foto-Verifizierung bei {brand} endet am {date}",
    text: "Hallo {handle},\n\ndas Abzeichen „Foto verifiziert“ Ihres Profils endet am {date}, 12 Monate nach der Prüfung Ihrer Bilder. Um es zu behalten, fordern Sie in Ihrem Dashboard einen neuen Code an und senden Sie ein aktuelles Foto: {dashboardLink}",
  },
  statement: {
    subjects: {
      suspension: "Ihr {brand}-Profil wurde gesperrt",
      picture_removal: "Ein Bild wurde aus Ihrem {brand}-Profil entfernt",
      verification_declined: "Ihre Foto-Verifizierung bei {brand} wurde abgelehnt",
      rejection: "Zu Ihrer Bewerbung bei {brand}",
      warning: "Eine Verwarnung zu Ihrem {brand}-Profil",
    },
    intros: {
      suspension: "Ihr Profil wurde gesperrt und wird im Verzeichnis nicht mehr angezeigt.",
      picture_removal: "unser Team hat ein Bild aus Ihrem Profil entfernt. Der Rest Ihres Profils bleibt unverändert.",
      verification_declined: "ein Admin konnte Ihr Verifizierungsfoto leider nicht bestätigen.",
      rejection:
        "vielen Dank für Ihr Interesse an {brand}. Nach sorgfältiger Prüfung konnten wir Ihre Bewerbung dieses Mal leider nicht freigeben.",
      warning:
        "unser Team hat Ihr Profil geprüft und spricht Ihnen eine Verwarnung aus. An Ihrem Profil wurde nichts eingeschränkt.",
    },
    pictureRemoved: "unser Team hat {picture} aus Ihrem Profil entfernt. Der Rest Ihres Profils bleibt unverändert.",
    pictures: {
      gallery_image: "ein Galeriebild",
      profile_picture: "Ihr Profilbild",
      feet_picture: "Ihr Fußbild",
    },
    text: "Hallo {handle},\n\n{intro}\n\nBegründung der Entscheidung\n\n{statement}\n\nSie können diese Begründung in Ihrem Dashboard unter „Entscheidungen zu Ihrem Profil“ nachlesen und dort Widerspruch einlegen: {dashboardLink}",
    fields: {
      restricted: "Was eingeschränkt wurde: {restriction}",
      since: "Seit: {date}",
      until: "Bis: {duration}",
      facts: "Sachverhalt: {facts}",
      ground: "Grundlage: {clause} ({link})",
      source: "Wie wir davon erfahren haben: {source}",
      automated: "Automatisierte Mittel: {automated}",
      appeal: "Widerspruch: {appeal}",
    },
  },
  appealDecided: {
    subject: "Ihr Widerspruch bei {brand}: {outcome}",
    text: "Hallo {handle},\n\nwir haben Ihren Widerspruch gegen die Entscheidung „{decision}“ geprüft.\n\n{outcome}. Die Begründung:\n\n{reason}{effect}\n\nSie können sie in Ihrem Dashboard nachlesen: {dashboardLink}\nWenn Sie damit nicht einverstanden sind, können Sie sich an eine zertifizierte außergerichtliche Streitbeilegungsstelle oder an die Gerichte wenden.",
    effects: {
      reinstated: "Ihr Profil ist wieder freigeschaltet und im Verzeichnis zu sehen.",
      pictureBack: "Das Bild ist wieder in Ihrem Profil.",
      pictureReplaced:
        "Das Bild konnte nicht wiederhergestellt werden, weil Sie an seiner Stelle bereits ein anderes hochgeladen haben.",
      verified: "Ihr Profil zeigt jetzt „Foto verifiziert“.",
      reopened: "Ihre Bewerbung wird wieder geprüft; wir teilen Ihnen unsere Entscheidung per E-Mail mit.",
      warningWithdrawn: "Die Verwarnung ist zurückgenommen.",
    },
  },
  noticeReceipt: {
    subject: "Wir haben Ihre Meldung {reference} erhalten",
    text: "Guten Tag,\n\nvielen Dank, dass Sie das Profil {handle} auf {brand} gemeldet haben. Das Aktenzeichen Ihrer Meldung lautet {reference}.\n\nEin Mitglied unseres Teams prüft jede Meldung von Hand, Meldungen zu Minderjährigen oder zu Menschen, die gezwungen werden oder Opfer von Menschenhandel sind, zuerst. Wir teilen Ihnen das Ergebnis an diese Adresse mit.\n\nWir speichern diese Adresse mit Ihrer Meldung bis {months} Monate nach der Entscheidung und löschen dann beides. Falls Sie diese Meldung nicht gesendet haben, können Sie diese E-Mail ignorieren.",
  },
  noticeOutcome: {
    subject: "Das Ergebnis Ihrer Meldung {reference}",
    text: "Guten Tag,\n\nunser Team hat über Ihre Meldung {reference} zum Profil {handle} entschieden.\n\n{outcome}\n\nEs wurden keine automatisierten Mittel eingesetzt: Ein Mitglied unseres Teams hat die Meldung geprüft und entschieden. Wenn Sie mit dieser Entscheidung nicht einverstanden sind, antworten Sie innerhalb von 6 Monaten auf diese E-Mail oder schreiben Sie an {supportEmail} und nennen Sie dabei {reference}; Sie können sich auch an eine zertifizierte außergerichtliche Streitbeilegungsstelle oder an die Gerichte wenden.",
    noAction:
      "Wir haben das Profil geprüft und keinen Verstoß gegen unsere Nutzungsbedingungen festgestellt; daher wurde nichts unternommen.",
    action: "Wir haben Maßnahmen ergriffen: {decision}. Die Grundlage: {clause} ({link}).",
    someAction: "Wir haben Maßnahmen zu dem Profil ergriffen.",
  },
  contactConfirmation: {
    subject: "Wir haben Ihre Nachricht erhalten",
    text: "Guten Tag,\n\nvielen Dank für Ihre Nachricht an {brand}. Wir melden uns innerhalb von 24 Stunden bei Ihnen.\n\nFalls Sie uns nicht geschrieben haben, können Sie diese E-Mail ignorieren.",
  },
  contactResponse: {
    reply: "AW: {subject}",
    subject: "Ihre Nachricht an {brand}",
    text: "Hallo {name},\n\n{response}",
  },
};
