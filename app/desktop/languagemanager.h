#pragma once
// The interface language, switched at run time: installs RoofLab's translation (compiled in
// under :/i18n) and Qt's own (standard buttons and dialogs), and makes the language's locale the
// default so that numbers follow it. Installing a translator sends QEvent::LanguageChange to
// every widget; each widget retranslates itself.
#include <QList>
#include <QObject>
#include <QString>
#include <QTranslator>

namespace rooflab {

class LanguageManager : public QObject {
    Q_OBJECT
public:
    struct Language {
        QString code;       // "en", "de", "es", "fr", "zh_CN"
        QString nativeName; // as speakers of it write it: "Deutsch", "简体中文"
    };
    static QList<Language> available();
    // The first of the system's UI languages RoofLab has, else "en".
    static QString systemLanguage();

    explicit LanguageManager(QObject* parent = nullptr);
    // False (and nothing changed) for a code RoofLab has no translation for.
    bool setLanguage(const QString& code);
    QString language() const { return m_code; }

signals:
    void languageChanged(const QString& code);

private:
    QTranslator m_appTranslator;
    QTranslator m_qtTranslator;
    bool m_appInstalled = false;
    bool m_qtInstalled = false;
    QString m_code = QStringLiteral("en");
};

} // namespace rooflab
