#include "hubimportdialog.h"

#include <QCompleter>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace rooflab {

HubImportDialog::HubImportDialog(Importer importer, QWidget* parent)
    : QDialog(parent)
    , m_importer(std::move(importer))
    , m_loader(new HubConfigLoader(HubEnvironment::fromProcess(), HubCache(), this))
    , m_cached(m_loader->cache().cachedModels())
    , m_name(new QLineEdit(this))
    , m_status(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Import from the Hugging Face Hub"));
    auto* intro =
        new QLabel(tr("The model's name on the Hub, e.g. meta-llama/Llama-3.1-8B, or ORG/NAME@REVISION. Models "
                      "already in your Hugging Face cache (%1) complete as you type; any other's config.json "
                      "is downloaded into it.")
                       .arg(m_loader->cache().dir()),
                   this);
    intro->setWordWrap(true);
    m_name->setObjectName(QStringLiteral("hubModelName"));
    m_name->setPlaceholderText(QStringLiteral("ORG/NAME"));
    m_name->setClearButtonEnabled(true);
    auto* completer = new QCompleter(m_cached, this);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains); // "llama" finds meta-llama/Llama-3.1-8B
    m_name->setCompleter(completer);
    m_status->setObjectName(QStringLiteral("hubStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &HubImportDialog::start);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &HubImportDialog::reject);
    connect(m_loader, &HubConfigLoader::finished, this, &HubImportDialog::finished);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_name);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);
    resize(560, 0);
    fitHeight();
}

void HubImportDialog::fitHeight() {
    // Wrapped labels need the height their width gives; a dialog does not grow by itself.
    const int height = layout()->totalHeightForWidth(width());
    setMinimumHeight(height);
    resize(width(), height);
}

QString HubImportDialog::status() const {
    return m_status->text();
}

void HubImportDialog::start() {
    if (m_busy)
        return;
    setBusy(true);
    m_status->setText(tr("Looking for %1...").arg(m_name->text().trimmed()));
    fitHeight();
    m_loader->load(m_name->text());
}

void HubImportDialog::finished(const HubConfigResult& result) {
    setBusy(false);
    if (!result.ok)
        return showProblem(result.problem);
    if (const QString problem = m_importer(result.path, result.model); !problem.isEmpty())
        return showProblem(problem);
    emit attempted(true);
    accept();
}

void HubImportDialog::reject() {
    // Cancel during a download gives the download up; the dialog stays to say so.
    if (m_busy)
        return m_loader->cancel();
    QDialog::reject();
}

void HubImportDialog::setBusy(bool busy) {
    m_busy = busy;
    m_name->setEnabled(!busy);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!busy);
}

void HubImportDialog::showProblem(const QString& problem) {
    m_status->setText(problem);
    fitHeight();
    emit attempted(false);
}

} // namespace rooflab
