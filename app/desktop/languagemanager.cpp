#include "languagemanager.h"

#include "core/base/translatable.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace rooflab {

QList<LanguageManager::Language> LanguageManager::available() {
    // Native names on purpose: whoever cannot read the current language must still find theirs.
    return {
        {QStringLiteral("en"), QStringLiteral("English")},     {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("es"), QStringLiteral("Español")},     {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
    };
}

QString LanguageManager::systemLanguage() {
    for (QString ui : QLocale::system().uiLanguages()) {
        ui.replace(QLatin1Char('-'), QLatin1Char('_'));
        for (const Language& language : available()) {
            if (ui.compare(language.code, Qt::CaseInsensitive) == 0)
                return language.code;
            // "de_AT" -> "de"; Chinese only in its simplified script ("zh", "zh_CN", "zh_Hans").
            const QString base = ui.section(QLatin1Char('_'), 0, 0);
            if (language.code == base)
                return language.code;
            if (language.code == QLatin1String("zh_CN") && base == QLatin1String("zh") &&
                !ui.contains(QLatin1String("Hant")) && !ui.contains(QLatin1String("TW")) &&
                !ui.contains(QLatin1String("HK")))
                return language.code;
        }
    }
    return QStringLiteral("en");
}

LanguageManager::LanguageManager(QObject* parent)
    : QObject(parent) {
    // core's sentences (validation errors, warnings) in the interface language too.
    setCoreTranslator([](const char* context, const char* english) {
        return QCoreApplication::translate(context, english).toStdString();
    });
}

bool LanguageManager::setLanguage(const QString& code) {
    bool known = false;
    for (const Language& language : available())
        known |= language.code == code;
    if (!known)
        return false;
    const bool english = code == QLatin1String("en");
    if (!english && !m_appTranslator.load(QStringLiteral(":/i18n/rooflab_%1.qm").arg(code)))
        return false;

    if (m_appInstalled)
        QCoreApplication::removeTranslator(&m_appTranslator);
    if (m_qtInstalled)
        QCoreApplication::removeTranslator(&m_qtTranslator);
    m_appInstalled = m_qtInstalled = false;
    // The system's own locale when it speaks this language (en_GB, de_AT keep their regional
    // conventions), else the language's main one.
    const QLocale wanted(english ? QStringLiteral("en_US") : code);
    const QLocale system = QLocale::system();
    const bool sameLanguage = system.language() == wanted.language() &&
                              (wanted.language() != QLocale::Chinese || system.script() == wanted.script());
    const QLocale locale = sameLanguage ? system : wanted;
    QLocale::setDefault(locale);
    if (!english) {
        // Qt's own strings (dialog buttons, the About Qt box); missing files only cost those.
        if (m_qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                                QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            m_qtInstalled = QCoreApplication::installTranslator(&m_qtTranslator);
        m_appInstalled = QCoreApplication::installTranslator(&m_appTranslator);
    }
    const bool changed = m_code != code;
    m_code = code;
    if (english) {
        // Removing translators sends no LanguageChange when none was installed: widgets that
        // format numbers still need to hear that the locale changed.
        QEvent event(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &event);
    }
    // QApplication posts LanguageChange to the windows; deliver it now, so that the whole
    // interface is in the new language when this returns.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    if (changed)
        emit languageChanged(code);
    return true;
}

} // namespace rooflab
