// The finished-signature page (/my-signature): copy, download and install guides.
export default {
  metaTitle: "Your signature, ready to install — {{appName}}",
  metaDescription:
    "Copy your email signature for Gmail, Outlook or Apple Mail, or download it, then follow the steps to install it.",
  heading: "Your signature is ready",
  lead: "Copy it with the button for your email client, then follow the steps below to paste it in.",
  untitled: "Untitled signature",
  edit: "Edit",
  mySignatures: "My signatures",
  loading: "Loading your signature…",
  trial:
    "This signature shows “{{template}}”, a Pro template you are trying. Copying or downloading it uses your one free Pro template, for this signature only.",
  trialLocked:
    "“{{template}}”, the Pro template you tried, isn’t saved: your free Pro template has already been used. This signature keeps “{{saved}}”.",
  actions: {
    heading: "Copy or download",
    copyGmail: "Copy for Gmail",
    copyOutlook: "Copy for Outlook",
    copyApple: "Copy for Apple Mail",
    copyHtml: "Copy HTML source",
    download: "Download .htm",
    copiedFor:
      "Copied for {{client}}. Now paste it into the signature settings, following the steps for your email client.",
    copiedHtml: "HTML source copied.",
    downloaded: "“{{file}}” downloaded.",
    failed:
      "Copying didn’t work in this browser. Select the signature above and copy it with Ctrl+C (⌘C on a Mac).",
    trialUnavailable:
      "Nothing was copied or downloaded: your free Pro template has just been used elsewhere. This page now shows the template this signature keeps.",
    copyText: "Copy the text",
    copiedText: "Plain text copied.",
    downloadText: "Download .txt",
    downloadAll: "Download every version (.zip)",
  },
  variants: {
    legend: "Version",
    full: "Full",
    short: "Short",
    plain: "Plain text",
    bilingual: "Bilingual",
    fullHint: "Everything you filled in: for new emails.",
    shortHint: "Your name, your role and one line of contacts: for replies and forwards.",
    plainHint: "No formatting, for plain-text emails and for clients that refuse HTML.",
    bilingualHint:
      "The same signature in both languages, its own first: labels, legal mentions and the texts you also gave in the other language.",
  },
  guides: {
    heading: "Install your signature",
    lead: "Step by step, for each email client.",
    gmail: {
      title: "Gmail (web)",
      step1: "Click “Copy for Gmail” on this page.",
      step2: "In Gmail, click the Settings gear at the top right, then “See all settings”.",
      step3:
        "In the “General” tab, scroll down to “Signature” and click “Create new”. Give it a name and click “Create”.",
      step4: "Click in the signature box and paste (Ctrl+V, or ⌘V on a Mac).",
      step5:
        "Under “Signature defaults”, choose this signature for new emails and for replies and forwards.",
      step6: "At the bottom of the page, click “Save Changes”.",
      tip: "Gmail refuses signatures over {{limit}} characters of HTML; the character count of your signature is shown with its preview.",
    },
    outlookNew: {
      title: "New Outlook and Outlook on the web",
      step1: "Click “Copy for Outlook” on this page.",
      step2:
        "In Outlook, open Settings (the gear at the top right), then “Account” and “Signatures”.",
      step3: "Click “New signature” and give it a name.",
      step4: "Click in the editing box and paste (Ctrl+V, or ⌘V on a Mac).",
      step5:
        "Under “Select default signatures”, choose it for new messages and for replies and forwards.",
      step6: "Click “Save”.",
    },
    outlookClassic: {
      title: "Classic Outlook for Windows",
      step1: "Click “Copy for Outlook” on this page.",
      step2: "In Outlook, go to File › Options › Mail and click “Signatures…”.",
      step3: "In the “Email Signature” tab, click “New”, type a name and click “OK”.",
      step4: "Click in the “Edit signature” box and paste (Ctrl+V).",
      step5:
        "Under “Choose default signature”, pick your account, then this signature for “New messages” and “Replies/forwards”.",
      step6: "Click “OK” to close the window, then “OK” again.",
      tip: "Or install the downloaded .htm file: close Outlook, type %APPDATA%\\Microsoft\\Signatures in File Explorer’s address bar, and put the file there under the name the signature should have (for example Work.htm). Reopen Outlook and choose it in File › Options › Mail › Signatures. Its images keep their size at any display scaling.",
    },
    appleMail: {
      title: "Apple Mail on a Mac",
      step1: "Open this page in Safari if you can, and click “Copy for Apple Mail”.",
      step2:
        "In Mail, choose Mail › Settings (Preferences on older macOS versions), then click “Signatures”.",
      step3:
        "Select your account in the left column and click the + button below the middle column.",
      step4: "Type a name, then paste into the right-hand pane (⌘V).",
      step5:
        "Untick “Always match my default message font”, so your fonts and colors stay as designed.",
      step6:
        "Close the window. Pick the signature in the “Choose Signature” menu if you have several.",
      tip: "Images may show as a placeholder in the settings window: they appear normally in sent emails.",
    },
    iphone: {
      title: "iPhone and iPad (Mail)",
      step1:
        "On your computer, click “Copy for Apple Mail”, paste the signature into a new email and send it to yourself.",
      step2:
        "On your iPhone or iPad, open that email in Mail, touch and hold the signature, select it all and tap “Copy”.",
      step3: "Open Settings › Apps › Mail › Signature (Settings › Mail › Signature before iOS 18).",
      step4: "Choose “All Accounts” or “Per Account”, clear the current text and paste.",
      step5: "If the formatting disappears, shake the device and tap “Undo” to bring it back.",
      tip: "iPhone Mail keeps only simple formatting: a clean, compact template works best there.",
    },
    other: {
      title: "Thunderbird and other clients",
      step1:
        "Click “Download .htm” and keep the file in a folder where it will stay, such as Documents.",
      step2: "In Thunderbird, open the menu (☰) › Account Settings and select your email address.",
      step3: "Tick “Attach the signature from a file instead (text, HTML, or image)”.",
      step4: "Click “Choose…”, select the downloaded .htm file and close the settings tab.",
      tip: "Most other clients accept a pasted signature (use “Copy for Gmail”) or the HTML source (use “Copy HTML source”).",
    },
  },
};
