#pragma once
// A translator for retranslation tests: every string that goes through tr() or
// QCoreApplication::translate comes back with a marker in front. Installing it sends
// QEvent::LanguageChange to every widget, exactly as switching to a real language does, so a
// widget that forgets to retranslate something leaves text without the marker behind.
#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStringList>
#include <QTableWidget>
#include <QTranslator>
#include <QWidget>

#include <functional>

namespace rooflab::test {

inline const QString kTranslationMarker = QStringLiteral("⟦");

class MarkingTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char* /*context*/, const char* sourceText, const char* /*disambiguation*/,
                      int /*n*/) const override {
        if (!sourceText || !*sourceText)
            return {};
        return kTranslationMarker + QString::fromUtf8(sourceText);
    }
};

// Installs the marking translator for the lifetime of the object and delivers the resulting
// LanguageChange events before returning.
class ScopedMarkingTranslation {
public:
    ScopedMarkingTranslation() {
        QCoreApplication::installTranslator(&m_translator);
        QCoreApplication::processEvents();
    }
    ~ScopedMarkingTranslation() {
        QCoreApplication::removeTranslator(&m_translator);
        QCoreApplication::processEvents();
    }
    ScopedMarkingTranslation(const ScopedMarkingTranslation&) = delete;
    ScopedMarkingTranslation& operator=(const ScopedMarkingTranslation&) = delete;

private:
    MarkingTranslator m_translator;
};

// True when a text needs no translation: empty, or no letters at all ("26.1", "×", "—").
inline bool hasNoWords(const QString& text) {
    static const QRegularExpression letters(QStringLiteral("\\p{L}{2,}"));
    return !letters.match(text).hasMatch();
}

using TextVisit = std::function<void(QObject* owner, const QString& what, const QString& text)>;

// Calls `visit` for every user-visible text under `root` (root included): tooltips, label, button
// and group texts, combo items and their tooltips, accessible names and descriptions, window
// titles, spin box prefixes, suffixes and special-value texts, placeholders, progress bar formats,
// table headers and cells.
inline void forEachText(QWidget* root, const TextVisit& visit) {
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : widgets) {
        visit(w, QStringLiteral("toolTip"), w->toolTip());
        visit(w, QStringLiteral("accessibleName"), w->accessibleName());
        visit(w, QStringLiteral("accessibleDescription"), w->accessibleDescription());
        if (w->isWindow())
            visit(w, QStringLiteral("windowTitle"), w->windowTitle());
        if (auto* label = qobject_cast<QLabel*>(w))
            visit(w, QStringLiteral("label"), label->text());
        else if (auto* button = qobject_cast<QAbstractButton*>(w))
            visit(w, QStringLiteral("button"), button->text());
        else if (auto* group = qobject_cast<QGroupBox*>(w))
            visit(w, QStringLiteral("group"), group->title());
        else if (auto* combo = qobject_cast<QComboBox*>(w))
            for (int i = 0; i < combo->count(); ++i) {
                visit(w, QStringLiteral("item %1").arg(i), combo->itemText(i));
                visit(w, QStringLiteral("item %1 toolTip").arg(i), combo->itemData(i, Qt::ToolTipRole).toString());
            }
        if (auto* spin = qobject_cast<QAbstractSpinBox*>(w))
            visit(w, QStringLiteral("specialValueText"), spin->specialValueText());
        if (auto* spin = qobject_cast<QSpinBox*>(w)) {
            visit(w, QStringLiteral("prefix"), spin->prefix());
            visit(w, QStringLiteral("suffix"), spin->suffix());
        }
        if (auto* spin = qobject_cast<QDoubleSpinBox*>(w)) {
            visit(w, QStringLiteral("prefix"), spin->prefix());
            visit(w, QStringLiteral("suffix"), spin->suffix());
        }
        if (auto* edit = qobject_cast<QLineEdit*>(w))
            visit(w, QStringLiteral("placeholderText"), edit->placeholderText());
        if (auto* bar = qobject_cast<QProgressBar*>(w))
            visit(w, QStringLiteral("format"), bar->format());
        if (auto* table = qobject_cast<QTableWidget*>(w)) {
            for (int c = 0; c < table->columnCount(); ++c)
                if (QTableWidgetItem* header = table->horizontalHeaderItem(c)) {
                    visit(w, QStringLiteral("header %1").arg(c), header->text());
                    visit(w, QStringLiteral("header %1 toolTip").arg(c), header->toolTip());
                }
            for (int r = 0; r < table->rowCount(); ++r)
                for (int c = 0; c < table->columnCount(); ++c)
                    if (QTableWidgetItem* item = table->item(r, c)) {
                        visit(w, QStringLiteral("cell %1,%2").arg(r).arg(c), item->text());
                        visit(w, QStringLiteral("cell %1,%2 toolTip").arg(r).arg(c), item->toolTip());
                    }
        }
    }
}

// Every text under `root` that has words but no marker, as "objectName (what): text". `isData`
// exempts texts that are data, not interface (GPU and model names, units, numbers with units).
inline QStringList untranslatedTexts(QWidget* root, const std::function<bool(const QString&)>& isData = {}) {
    QStringList missing;
    forEachText(root, [&](QObject* owner, const QString& what, const QString& text) {
        if (hasNoWords(text) || text.contains(kTranslationMarker) || (isData && isData(text)))
            return;
        missing << QStringLiteral("%1 (%2): %3").arg(owner->objectName(), what, text);
    });
    return missing;
}

// Every text that still carries the marker: once the translator is gone there must be none.
inline QStringList markedTexts(QWidget* root) {
    QStringList left;
    forEachText(root, [&](QObject* owner, const QString& what, const QString& text) {
        if (text.contains(kTranslationMarker))
            left << QStringLiteral("%1 (%2): %3").arg(owner->objectName(), what, text);
    });
    return left;
}

} // namespace rooflab::test
