#pragma once
// A translator for retranslation tests: every string that goes through tr() or
// QCoreApplication::translate comes back with a marker in front. Installing it sends
// QEvent::LanguageChange to every widget, exactly as switching to a real language does, so a
// widget that forgets to retranslate something leaves text without the marker behind.
#include <QAbstractButton>
#include <QComboBox>
#include <QCoreApplication>
#include <QGroupBox>
#include <QLabel>
#include <QRegularExpression>
#include <QStringList>
#include <QTranslator>
#include <QWidget>

#include <functional>

namespace rooflab::test {

inline const QString kTranslationMarker = QStringLiteral("⟦");

class MarkingTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char* /*context*/, const char* sourceText, const char* /*disambiguation*/,
                      int /*n*/) const override
    {
        if (!sourceText || !*sourceText)
            return {};
        return kTranslationMarker + QString::fromUtf8(sourceText);
    }
};

// Installs the marking translator for the lifetime of the object and delivers the resulting
// LanguageChange events before returning.
class ScopedMarkingTranslation {
public:
    ScopedMarkingTranslation()
    {
        QCoreApplication::installTranslator(&m_translator);
        QCoreApplication::processEvents();
    }
    ~ScopedMarkingTranslation()
    {
        QCoreApplication::removeTranslator(&m_translator);
        QCoreApplication::processEvents();
    }
    ScopedMarkingTranslation(const ScopedMarkingTranslation&) = delete;
    ScopedMarkingTranslation& operator=(const ScopedMarkingTranslation&) = delete;

private:
    MarkingTranslator m_translator;
};

// True when a text needs no translation: empty, or no letters at all ("26.1", "×", "—").
inline bool hasNoWords(const QString& text)
{
    static const QRegularExpression letters(QStringLiteral("\\p{L}{2,}"));
    return !letters.match(text).hasMatch();
}

// Every text, tooltip and combo item under `root` that has words but no marker, as
// "objectName: text". `isData` exempts texts that are data, not interface (GPU and model
// names, units, numbers with units).
inline QStringList untranslatedTexts(QWidget* root, const std::function<bool(const QString&)>& isData = {})
{
    QStringList missing;
    auto check = [&](const QObject* owner, const QString& what, const QString& text) {
        if (hasNoWords(text) || text.contains(kTranslationMarker) || (isData && isData(text)))
            return;
        missing << QStringLiteral("%1 (%2): %3").arg(owner->objectName(), what, text);
    };
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : widgets) {
        check(w, QStringLiteral("toolTip"), w->toolTip());
        if (auto* label = qobject_cast<QLabel*>(w))
            check(w, QStringLiteral("label"), label->text());
        else if (auto* button = qobject_cast<QAbstractButton*>(w))
            check(w, QStringLiteral("button"), button->text());
        else if (auto* group = qobject_cast<QGroupBox*>(w))
            check(w, QStringLiteral("group"), group->title());
        else if (auto* combo = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < combo->count(); ++i)
                check(w, QStringLiteral("item %1").arg(i), combo->itemText(i));
    }
    return missing;
}

} // namespace rooflab::test
